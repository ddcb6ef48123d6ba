// The response examples written in content-schema/openapi.yaml, keyed by path. Redocly checks
// them against the schema, so tests that answer with them answer with valid bodies.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

type Media = { example?: Json; examples?: Record<string, { value: Json }> };
type Response = { $ref?: string; content?: { 'application/json'?: Media } };
type Document = {
  paths: Record<string, { get: { responses: Record<string, Response> } }>;
  components: { responses: Record<string, Response> };
};

const document = parse(
  readFileSync(new URL('../../content-schema/openapi.yaml', import.meta.url), 'utf8'),
) as Document;

export const contractPaths = Object.keys(document.paths);

/** The 200 example of a path: `zh`/`en` when the contract has both, else its only one. */
export function exampleOf(path: string, lang: 'zh' | 'en' = 'zh'): Json {
  let response = document.paths[path]?.get.responses['200'];
  if (response?.$ref)
    response = document.components.responses[response.$ref.split('/').pop() ?? ''];
  const media = response?.content?.['application/json'];
  const examples = media?.examples ?? {};
  const value = (examples[lang] ?? Object.values(examples)[0])?.value ?? media?.example;
  if (value === undefined) throw new Error(`openapi.yaml has no 200 example for ${path}`);
  return structuredClone(value);
}
