// HTML as text, for the report page that a route handler answers itself (so that it can say 400,
// 401 or 503, which a page cannot). Every value put into `html` is escaped unless it is html
// already; a visitor's comment or search can therefore never become markup.

export class Html {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  toString(): string {
    return this.text;
  }
}

type Value = Html | string | number | null | undefined | false | readonly Value[];

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

function render(value: Value): string {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(parts: TemplateStringsArray, ...values: Value[]): Html {
  let text = parts[0] ?? '';
  values.forEach((value, index) => {
    text += render(value) + (parts[index + 1] ?? '');
  });
  return new Html(text);
}
