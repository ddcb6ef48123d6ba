// The frame of every answer of the report page: a whole document of its own, outside the site's
// layout, so no statistics script, no site scripts at all, and never indexed. Styled in place (the
// site's policy allows inline styles) for a computer's screen; a narrow one scrolls each table.
import { localeTags, type Locale } from '../i18n/locales.ts';
import { Html, html } from './html.ts';

const style = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", "PingFang SC",
  "Microsoft YaHei", sans-serif; color: #1f2328; background: #fff; line-height: 1.5; }
body { margin: 0; }
main { max-width: 1280px; margin: 0 auto; padding: 24px 24px 48px; box-sizing: border-box; }
h1 { font-size: 1.6rem; margin: 0 0 4px; }
h2 { font-size: 1.2rem; margin: 40px 0 8px; }
p { margin: 4px 0; }
.meta { color: #57606a; }
.language { float: right; }
a { color: #0b57d0; }
.scroll { overflow-x: auto; border: 1px solid #d0d7de; border-radius: 6px; }
table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
caption { text-align: start; padding: 8px 12px; color: #57606a; }
th, td { padding: 6px 10px; border-top: 1px solid #d0d7de; text-align: start; vertical-align: top; }
thead th { background: #f6f8fa; vertical-align: bottom; }
/* On a computer, headings wrap ("Previous answers") so that the widest table fits; on a phone,
   where nothing would fit, they keep their line and the table scrolls. */
@media (min-width: 720px) { thead th.text, thead th.number { white-space: normal; } }
td.number, th.number { text-align: end; font-variant-numeric: tabular-nums; white-space: nowrap; }
.text { white-space: nowrap; }
.wide { min-width: 14rem; white-space: normal; overflow-wrap: anywhere; }
.up { color: #1a7f37; }
.down { color: #b42318; }
.error { max-width: 40rem; margin-top: 48px; }
`;

export function reportDocument(locale: Locale, title: string, body: Html): string {
  return `<!doctype html>${html`<html lang="${localeTags[locale]}">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <title>${title}</title>
      <style>
        ${new Html(style)}
      </style>
    </head>
    <body>
      <main>${body}</main>
    </body>
  </html>`}`;
}
