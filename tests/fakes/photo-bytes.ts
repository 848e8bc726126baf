import sharp from "sharp";

/** Sky, horizon and ground colours of a few made-up landscapes. */
const SCENES: [number, number, number][][] = [
  [
    [96, 150, 210],
    [238, 200, 150],
    [120, 100, 70],
  ],
  [
    [40, 70, 140],
    [250, 160, 90],
    [60, 50, 60],
  ],
  [
    [150, 200, 230],
    [230, 230, 220],
    [70, 120, 60],
  ],
  [
    [200, 170, 120],
    [240, 220, 180],
    [150, 90, 50],
  ],
];

/** A small seeded generator, so a photo is the same on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A JPEG that compresses like a photograph: a sky-to-ground gradient, a ridge, grain and a little
 * blur. At 2400 x 1600 it weighs 400 to 900 KB, as Commons originals of its size do (issue 9).
 */
export async function photoJpeg(options: { width: number; height: number; seed?: number }) {
  const { width, height, seed = 1 } = options;
  const scene = SCENES[seed % SCENES.length] ?? [];
  const [sky = [0, 0, 0], horizon = [0, 0, 0], ground = [0, 0, 0]] = scene;
  const next = random(seed);
  const pixels = Buffer.alloc(width * height * 3);
  const phase = next() * 6;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const ridge = height * (0.55 + 0.08 * Math.sin(x / (width / 7) + phase));
      const t = y < ridge ? y / ridge : 1;
      const grain = (next() - 0.5) * (y < ridge ? 40 : 90);
      for (let c = 0; c < 3; c += 1) {
        const base =
          y < ridge
            ? (sky[c] ?? 0) * (1 - t) + (horizon[c] ?? 0) * t
            : (ground[c] ?? 0) * (1.2 - (y - ridge) / height);
        pixels[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, base + grain));
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(0.8)
    .jpeg({ quality: 88 })
    .toBuffer();
}
