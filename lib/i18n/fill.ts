// Puts values into a string's `{{name}}` places, for strings used without i18next (the drawing
// dialog, which loads its namespace as a plain object, and the drawing proxy's answers).

/** `template` with each `{{name}}` replaced by `values[name]`; an unknown place is left as it is. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (place, name: string) =>
    name in values ? String(values[name]) : place,
  );
}
