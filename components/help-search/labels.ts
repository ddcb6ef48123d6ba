// The search box's strings. Its client parts get them as props from the server component, so
// that i18next stays off the page's first load (docs/development.md, "Budgets").
import type strings from '#locales/zh/help-search.json';

export type HelpSearchLabels = { [K in keyof typeof strings]: string };

/** Puts values into a string's `{name}` places. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
