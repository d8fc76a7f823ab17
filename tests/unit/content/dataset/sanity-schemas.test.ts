/** @jest-environment node */
import { z } from 'zod';
import { contentDocumentSchema } from '@/lib/content/documents/content-document';
import { documentTypes, schemaTypes } from '@/sanity/schemas';

const BUILT_IN = new Set(['string', 'text', 'number', 'boolean', 'date', 'datetime', 'slug', 'image', 'reference', 'array', 'object', 'block', 'url']);

describe('sanity/schemas', () => {
  const zodTypes = contentDocumentSchema.options
    .map((option) => option as z.ZodObject)
    .filter((option) => option.shape._type instanceof z.ZodLiteral && option.shape._type.value !== 'sanity.imageAsset');

  it('defines a Studio schema for every document type of lib/content/documents', () => {
    const names = documentTypes.map((t) => t.name).sort();
    expect(names).toEqual(zodTypes.map((o) => String((o.shape._type as z.ZodLiteral).value)).sort());
  });

  it('declares every non-system field the zod schema knows', () => {
    for (const option of zodTypes) {
      const name = String((option.shape._type as z.ZodLiteral).value);
      const definition = documentTypes.find((t) => t.name === name);
      const fields = new Set(definition?.fields.map((f) => f.name));
      const missing = Object.keys(option.shape).filter((key) => !key.startsWith('_') && !fields.has(key));
      expect({ name, missing }).toEqual({ name, missing: [] });
    }
  });

  it('only uses field types that are built in or defined here', () => {
    const defined = new Set(schemaTypes.map((t) => t.name));
    const used = schemaTypes.flatMap((t) =>
      t.fields.flatMap(function walk(f): string[] {
        return [f.type, ...(f.of ?? []).map((o) => o.type), ...(f.fields ?? []).flatMap(walk)];
      }),
    );
    expect([...new Set(used)].filter((type) => !BUILT_IN.has(type) && !defined.has(type))).toEqual([]);
  });
});
