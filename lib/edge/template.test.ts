import { describe, expect, it } from 'vitest';
import { fillTemplate } from './template.ts';

describe('filling the edge template', () => {
  it('replaces values, and lists line by line at their indentation', () => {
    const template = 'a {{one}};\n    {{many}}\nb;\n';
    expect(fillTemplate(template, { one: 'x', many: ['allow 1;', 'allow 2;'] }, {})).toBe(
      'a x;\n    allow 1;\n    allow 2;\nb;\n',
    );
  });

  it('keeps a section by its flag, the inverted one by the flag’s absence, nested or not', () => {
    const template = [
      'start',
      '  {{#tls}}',
      '  tls {{port}}',
      '    {{#acme}}',
      '    acme',
      '    {{/acme}}',
      '  {{/tls}}',
      '  {{^tls}}',
      '  plain',
      '  {{/tls}}',
      'end',
      '',
    ].join('\n');
    expect(fillTemplate(template, { port: '443' }, { tls: true, acme: false })).toBe(
      'start\n  tls 443\nend\n',
    );
    expect(fillTemplate(template, { port: '443' }, { tls: true, acme: true })).toBe(
      'start\n  tls 443\n    acme\nend\n',
    );
    expect(fillTemplate(template, { port: '443' }, { tls: false, acme: true })).toBe(
      'start\n  plain\nend\n',
    );
  });

  it('refuses to leave a placeholder or a section unfilled', () => {
    expect(() => fillTemplate('{{unknown}}', {}, {})).toThrow(/\{\{unknown\}\}/);
    expect(() => fillTemplate('{{#unknown}}\nx\n{{/unknown}}\n', {}, {})).toThrow(/unknown/);
    // A list pasted inside a line would join its items into one line: it stays unfilled.
    expect(() => fillTemplate('allow {{many}};', { many: ['a', 'b'] }, {})).toThrow(/many/);
  });
});
