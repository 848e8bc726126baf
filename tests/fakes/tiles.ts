import { createServer } from "node:http";

// A 1×1 PNG in a soft sand colour: every tile of the fake map server.
const TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==",
  "base64",
);

/** A local map tile server, so end-to-end tests load a real Leaflet map without the internet. */
export async function startFakeTiles() {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? "");
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? "")) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "image/png", "cache-control": "max-age=3600" }).end(TILE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    template: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
