// The text rules of iCalendar (RFC 5545, https://www.rfc-editor.org/rfc/rfc5545): how a TEXT value
// is escaped (section 3.3.11), how a long line is folded (3.1) and how UTC times are written (3.3.5).

/** Longest content line in octets, the line break not counted (section 3.1). */
export const MAX_LINE_OCTETS = 75;

/** Escapes a TEXT value: backslash, semicolon and comma get a backslash, a line break becomes \n. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, "\n")
      // TEXT may hold no control character but a tab (TSAFE-CHAR, section 3.3.11).
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\n/g, "\\n")
  );
}

function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/**
 * Folds a content line into lines of at most 75 octets; each continuation starts with a space,
 * which counts. Breaks fall between characters, never inside one's UTF-8 bytes (section 3.1 says
 * a multi-octet character must not be split).
 */
export function foldLine(line: string): string[] {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0) ?? 0);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines;
}

/** Content lines joined as a file: every line folded and ended by CRLF. */
export function toIcsText(contentLines: string[]): string {
  return contentLines
    .flatMap(foldLine)
    .map((line) => `${line}\r\n`)
    .join("");
}

/** A UTC DATE-TIME, 20261105T033000Z. */
export function utcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}/, "")
    .replace(/[-:]/g, "");
}

/** A DATE from YYYY-MM-DD: 20261105. */
export function icsDate(date: string): string {
  return date.replace(/-/g, "");
}
