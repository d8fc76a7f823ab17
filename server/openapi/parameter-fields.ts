import { z } from 'zod';

/** One path or query parameter of a contract: its name, its schema and whether the request must carry it. */
export interface ParameterField {
  name: string;
  schema: z.ZodType;
  required: boolean;
}

/** Whether a request may leave the field out (optional, a default), as zod itself marks it. */
export const acceptsAbsent = (schema: z.ZodType) => schema._zod.optin === 'optional';

/**
 * The fields of a params or query schema as the wire sees them: an object's keys; a pipe's input side; a union's
 * keys (required only when every branch requires them); an intersection's keys (required when one side does).
 * Anything else cannot be spelled as separate parameters and is a contract to reshape, so it throws.
 */
export function fieldsOf(schema: z.ZodType, where: string): ParameterField[] {
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => ({ name, schema: field, required: !acceptsAbsent(field) }));
  }
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as z.ZodType, where);
  if (schema instanceof z.ZodLazy) return fieldsOf(schema.unwrap() as z.ZodType, where);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodCatch) {
    return fieldsOf(schema.unwrap() as z.ZodType, where).map((field) => ({ ...field, required: false }));
  }
  if (schema instanceof z.ZodUnion) {
    const branches = (schema.options as z.ZodType[]).map((option) => fieldsOf(option, where));
    return merge(branches, (inBranches) => inBranches.length === branches.length && inBranches.every((field) => field.required));
  }
  if (schema instanceof z.ZodIntersection) {
    const sides = [fieldsOf(schema.def.left as z.ZodType, where), fieldsOf(schema.def.right as z.ZodType, where)];
    return merge(sides, (inSides) => inSides.some((field) => field.required));
  }
  throw new Error(`${where}: a ${schema.def.type} schema cannot be documented as parameters; use an object schema`);
}

/** Fields by name across branches, first schema wins, required as the rule decides from every branch's copy. */
function merge(groups: ParameterField[][], required: (copies: ParameterField[]) => boolean): ParameterField[] {
  const names = [...new Set(groups.flat().map((field) => field.name))];
  return names.map((name) => {
    const copies = groups.flatMap((group) => group.filter((field) => field.name === name));
    return { name, schema: copies[0].schema, required: required(copies) };
  });
}
