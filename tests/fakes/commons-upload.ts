import { createHash } from "node:crypto";
import { createServer } from "node:http";
import { photoJpeg } from "./photo-bytes.ts";

export type FakeUploadOptions = {
  /** Size of the photographs served; several variants are made when `variants` > 1. */
  photo?: { width: number; height: number };
  variants?: number;
  /** Wait before answering, so that concurrent first requests overlap. */
  delayMs?: number;
};

/**
 * A local stand-in for upload.wikimedia.org: originals at `/{a}/{ab}/{File}` as Commons lays them
 * out, real JPEG bytes made with sharp. A few file names misbehave on purpose: `Missing.jpg`
 * (404), `Not_a_photo.jpg` (an HTML page), `Endless.jpg` (bytes that never stop) and
 * `Small.jpg` (a 400-pixel-wide photo).
 */
export async function startFakeCommonsUpload(options: FakeUploadOptions = {}) {
  const size = options.photo ?? { width: 1600, height: 1000 };
  const photos = await Promise.all(
    Array.from({ length: options.variants ?? 1 }, (_, seed) => photoJpeg({ ...size, seed })),
  );
  const small = await photoJpeg({ width: 400, height: 300 });
  const requests: { file: string; userAgent: string | undefined }[] = [];
  const server = createServer((req, res) => {
    const match = /^\/commons\/([0-9a-f])\/([0-9a-f]{2})\/([^/]+)$/.exec(req.url ?? "");
    const file = decodeURIComponent(match?.[3] ?? "");
    const md5 = createHash("md5").update(file).digest("hex");
    if (!match || match[1] !== md5.slice(0, 1) || match[2] !== md5.slice(0, 2)) {
      res.writeHead(404).end();
      return;
    }
    requests.push({ file, userAgent: req.headers["user-agent"] });
    setTimeout(() => {
      if (file === "Missing.jpg") return res.writeHead(404).end("Not Found");
      if (file === "Not_a_photo.jpg") {
        return res.writeHead(200, { "content-type": "image/jpeg" }).end("<html>nope</html>");
      }
      if (file === "Endless.jpg") {
        res.writeHead(200, { "content-type": "image/jpeg" });
        const chunk = Buffer.alloc(64 * 1024, 0xff);
        const pump = () => {
          while (!res.destroyed && res.write(chunk));
          if (!res.destroyed) res.once("drain", pump);
        };
        return pump();
      }
      const bytes = file === "Small.jpg" ? small : photos[md5.charCodeAt(2) % photos.length];
      res.writeHead(200, { "content-type": "image/jpeg", "content-length": bytes?.length });
      res.end(bytes);
    }, options.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}/commons`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
