import type { MetaDescriptor } from "react-router";

const SITE = "Safarnama";

/**
 * A page's title, description, canonical URL, Open Graph and Twitter tags, and optionally its
 * schema.org JSON-LD: what search engines and link previews read.
 */
export function pageMeta(page: {
  title: string;
  description: string;
  url?: string;
  image?: string;
  type?: "website" | "article" | "place";
  jsonLd?: object;
}): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { property: "og:site_name", content: SITE },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: page.type ?? "website" },
    { name: "twitter:card", content: page.image ? "summary_large_image" : "summary" },
  ];
  if (page.url) {
    tags.push(
      { tagName: "link", rel: "canonical", href: page.url },
      { property: "og:url", content: page.url },
    );
  }
  if (page.image) tags.push({ property: "og:image", content: page.image });
  if (page.jsonLd) tags.push({ "script:ld+json": page.jsonLd });
  return tags;
}

/** Keeps a description within what search results show. */
export function summarise(text: string, max = 158): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}
