import { createServer, type Server } from "node:http";

type Article = { file?: string; artist?: string; licence?: string };

/** Every article has a lead photo, `{title}.jpg`, by one photographer (the benchmarks). */
export const everyArticle = (title: string): Article => ({
  file: `${title.replaceAll(" ", "_")}.jpg`,
  artist: "A. Photographer",
  licence: "CC BY-SA 4.0",
});

/**
 * A local stand-in for Wikipedia's REST summary and the Commons imageinfo API, answering in their
 * documented formats for the articles it is given (a list, or a function of the title).
 */
export async function startFakeWikimedia(
  articles: Record<string, Article> | ((title: string) => Article | undefined),
) {
  const articleOf = (title: string) =>
    typeof articles === "function" ? articles(title) : articles[title];
  // Files named by the summaries given out, so the imageinfo call can find their article.
  const byFile = new Map<string, Article>();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    requests.push(url.pathname + url.search);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const summary = /^\/rest\/page\/summary\/(.+)$/.exec(url.pathname);
    if (summary?.[1]) {
      const title = decodeURIComponent(summary[1]).replaceAll("_", " ");
      const article = articleOf(title);
      if (!article)
        return send(404, { type: "https://mediawiki.org/wiki/HyperSwitch/errors/not_found" });
      if (article.file) byFile.set(article.file, article);
      const original = article.file
        ? {
            source: `https://upload.wikimedia.org/wikipedia/commons/a/ab/${encodeURIComponent(article.file)}`,
            width: 4000,
            height: 3000,
          }
        : undefined;
      return send(200, { type: "standard", title, originalimage: original, extract: "…" });
    }
    if (url.pathname === "/w/api.php" && url.searchParams.get("prop") === "imageinfo") {
      const file = (url.searchParams.get("titles") ?? "").replace(/^File:/, "");
      const article = byFile.get(file);
      const extmetadata = article
        ? {
            Artist: article.artist
              ? { value: article.artist, source: "commons-desc-page" }
              : undefined,
            LicenseShortName: article.licence
              ? { value: article.licence, source: "commons-desc-page" }
              : undefined,
            LicenseUrl: {
              value: "https://creativecommons.org/licenses/by-sa/4.0",
              source: "commons-desc-page",
            },
          }
        : {};
      return send(200, {
        batchcomplete: "",
        query: { pages: { "-1": { ns: 6, title: `File:${file}`, imageinfo: [{ extmetadata }] } } },
      });
    }
    send(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    endpoints: { wikipediaRest: `${base}/rest`, commonsApi: `${base}/w/api.php` },
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
