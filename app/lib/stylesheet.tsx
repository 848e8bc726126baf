import { createContext, useContext } from "react";

/**
 * On the server: reads one of the build's stylesheets, or gives undefined (in development). In the
 * browser there is none: the text is read back from the page (docs/decisions/0017).
 */
export const StylesheetContext = createContext<((href: string) => string | undefined) | undefined>(
  undefined,
);

const ID = "site-styles";

/**
 * The site's stylesheet, written into the page's head rather than linked: the first paint then
 * needs one request, not two, which on a phone's connection is half a second sooner. In the
 * browser the component renders the very text the server wrote, read back from the element, so
 * hydration finds what it expects. Where the server has no text (development), it is a link.
 */
export function Stylesheet({ href }: { href: string }) {
  const read = useContext(StylesheetContext);
  const css = read
    ? read(href)
    : typeof document === "undefined"
      ? undefined
      : (document.getElementById(ID)?.textContent ?? undefined);
  if (css === undefined) return <link rel="stylesheet" href={href} precedence="high" />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheet, never input.
  return <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
