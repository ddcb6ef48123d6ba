// Article HTML from the content service, sanitised on the server and set in the site's article
// typography. A server component: the sanitiser never ships to the browser.
import { toSanitizedRichText, type SanitizedRichText } from '#lib/rich-text/sanitize.ts';
import styles from './rich-text.module.css';

type RichTextProps = {
  /**
   * Raw HTML, sanitised here; or what `sanitizeRichText` returned, when the page also needs
   * the headings (for a table of contents) and should not sanitise twice.
   */
  html: string | SanitizedRichText;
  className?: string;
};

export function RichText({ html, className }: RichTextProps) {
  const safe = toSanitizedRichText(html);
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      dangerouslySetInnerHTML={{ __html: safe.html }}
    />
  );
}
