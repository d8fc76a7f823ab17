/**
 * The small part of Sanity's schema API these definitions use. The `sanity` package is not a dependency of
 * the site, so the definitions are plain objects typed here; in a Studio, pass each one to `defineType` (or
 * use them as they are: Studio accepts plain objects of this shape).
 */
export interface Rule {
  required(): Rule;
  min(value: number): Rule;
  max(value: number): Rule;
  integer(): Rule;
  positive(): Rule;
  unique(): Rule;
  regex(pattern: RegExp, options?: { name?: string; invert?: boolean }): Rule;
  custom(fn: (value: unknown, context: { document?: Record<string, unknown> }) => true | string): Rule;
}

export type Validation = (rule: Rule) => Rule | Rule[];

export interface ListOption {
  title: string;
  value: string;
}

export interface FieldDefinition {
  name: string;
  title?: string;
  type: string;
  description?: string;
  of?: Array<Omit<FieldDefinition, 'name'> & { name?: string }>;
  to?: Array<{ type: string }>;
  fields?: FieldDefinition[];
  options?: {
    list?: Array<string | ListOption>;
    layout?: 'radio' | 'dropdown' | 'grid' | 'tags';
    source?: string;
    hotspot?: boolean;
    collapsible?: boolean;
    collapsed?: boolean;
    dateFormat?: string;
  };
  validation?: Validation;
  initialValue?: unknown;
  readOnly?: boolean;
  hidden?: boolean;
  fieldset?: string;
}

export interface SchemaTypeDefinition {
  name: string;
  title: string;
  type: 'document' | 'object';
  fields: FieldDefinition[];
  fieldsets?: Array<{ name: string; title: string; options?: { collapsible?: boolean; collapsed?: boolean } }>;
  preview?: { select: Record<string, string>; prepare?: (selection: Record<string, unknown>) => { title?: string; subtitle?: string } };
  orderings?: Array<{ title: string; name: string; by: Array<{ field: string; direction: 'asc' | 'desc' }> }>;
  /** Singletons (settings, VIP page, terms version): one document with a fixed _id. */
  __experimental_actions?: string[];
}
