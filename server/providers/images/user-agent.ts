import pkg from "../../../package.json" with { type: "json" };

/**
 * Wikimedia's User-Agent policy asks every client to give its name, version and a way to reach
 * whoever runs it (WIKIMEDIA_CONTACT, else PUBLIC_URL); anonymous clients may be blocked. Used by
 * the credit lookup and by the photo fetcher (issue 9).
 */
export function wikimediaUserAgent(contact: string | undefined): string {
  const reach = contact ?? "self-hosted, no contact configured";
  return `Safarnama/${pkg.version} (${reach}; open-source travel planner) Node.js/${process.versions.node}`;
}
