// Text a visitor typed, made safe to store and to show as plain text: well-formed Unicode (a lone
// surrogate cannot be stored in PostgreSQL), composed, without control or invisible formatting
// characters (a newline and a tab are kept), line ends as \n, trimmed.

// C0 and C1 controls but tab and newline, zero-width and bidirectional formatting, the BOM.
const invisible =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

// A high surrogate without its low one, or a low one without its high one.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function plainText(value: string): string {
  return value
    .replace(loneSurrogate, '\ufffd')
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(invisible, '')
    .trim();
}

/** Length as a visitor counts it, and as PostgreSQL's char_length does: code points. */
export function characters(text: string): number {
  return [...text].length;
}
