// Fills deploy/nginx/site.conf's placeholders. `{{name}}` is replaced by its value; a value that
// is a list, with its placeholder alone on a line, becomes one line per item at that line's
// indentation (one `allow …;` per address). A section, from a line holding only `{{#name}}` (or
// `{{^name}}`) to the line holding only `{{/name}}`, is kept when the flag `name` is on (off).

export type TemplateValues = Record<string, string | readonly string[]>;
export type TemplateFlags = Record<string, boolean>;

const section = /^[ \t]*\{\{([#^])(\w+)\}\}[ \t]*\n([\s\S]*?)^[ \t]*\{\{\/\2\}\}[ \t]*\n/m;
const listLine = /^([ \t]*)\{\{(\w+)\}\}[ \t]*$/gm;

export function fillTemplate(
  template: string,
  values: TemplateValues,
  flags: TemplateFlags,
): string {
  let text = template;
  for (let match = section.exec(text); match; match = section.exec(text)) {
    const [whole, sign, name = '', body = ''] = match;
    const flag = flags[name];
    if (flag === undefined) throw new Error(`the template has a section nobody decides: ${name}`);
    const keep = sign === '#' ? flag : !flag;
    text = text.slice(0, match.index) + (keep ? body : '') + text.slice(match.index + whole.length);
  }
  text = text.replace(listLine, (line, indent: string, name: string) => {
    const value = values[name];
    return Array.isArray(value) ? value.map((item) => `${indent}${item}`).join('\n') : line;
  });
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string') text = text.replaceAll(`{{${name}}}`, value);
  }
  const left = /\{\{[#^/]?\w+\}\}/.exec(text);
  if (left) throw new Error(`the template has a placeholder nobody fills: ${left[0]}`);
  return text;
}
