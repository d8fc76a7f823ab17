import 'server-only';
import { evaluate, parse, type ExprNode } from 'groq-js';
import type { QueryParams } from './source';

type Document = { _id: string; [key: string]: unknown };

/**
 * Documents in memory with an `_id` index, so `->` is a map lookup rather than a scan (≈ 10x faster), and a
 * `_type` index with each document's position, so a top-level read can start from the documents its filter
 * can admit (see `narrowReads`).
 */
export interface GroqDataset {
  readonly documents: readonly Document[];
  readonly byId: ReadonlyMap<string, Document>;
  readonly byType: ReadonlyMap<string, readonly Document[]>;
  readonly position: ReadonlyMap<Document, number>;
}

export function createGroqDataset(documents: readonly Document[]): GroqDataset {
  const byType = new Map<string, Document[]>();
  for (const document of documents) {
    const type = typeof document._type === 'string' ? document._type : '';
    const list = byType.get(type);
    if (list) list.push(document);
    else byType.set(type, [document]);
  }
  return {
    documents,
    byId: new Map(documents.map((document) => [document._id, document])),
    byType,
    position: new Map(documents.map((document, index) => [document, index])),
  };
}

/** One document a line; blank lines skipped; a bad line names its line number. */
export function parseNdjson(text: string, source = 'dataset'): Document[] {
  const documents: Document[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    try {
      documents.push(JSON.parse(line) as Document);
    } catch {
      throw new Error(`${source}: line ${index + 1} is not JSON`);
    }
  });
  return documents;
}

const MAX_CACHED_TREES = 500;

/**
 * groq-js wants slice bounds as constants at parse time (`[$offset...$end]` must be inlined), while Sanity
 * binds them at query time. Numeric params are therefore inlined and part of the tree's key; every other
 * param stays a parameter node, bound at evaluation, so one tree serves every search term or market.
 */
function numericParams(params: QueryParams): Record<string, number> {
  const numeric = Object.entries(params).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
  return Object.fromEntries(numeric.sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Parsed query trees by query text (and numeric params), least recently used dropped first. */
export class QueryTreeCache {
  private readonly trees = new Map<string, ExprNode>();

  get(groq: string, params: QueryParams = {}): ExprNode {
    const inlined = numericParams(params);
    const key = `${groq}\u0000${JSON.stringify(inlined)}`;
    let tree = this.trees.get(key);
    if (tree) {
      this.trees.delete(key);
    } else {
      tree = parse(groq, { params: inlined });
      if (this.trees.size >= MAX_CACHED_TREES) this.trees.delete(this.trees.keys().next().value as string);
    }
    this.trees.set(key, tree);
    return tree;
  }

  get size(): number {
    return this.trees.size;
  }
}

// ------------------------------------------------------------------------------------------ narrowing
// groq-js evaluates a filter by walking every document of `*` (≈ 0.1 ms each), so a read of one game by id
// cost as much as a scan of the whole catalogue. A top-level read `*[A && B && …]` whose conjuncts include
// `_type == x`, `_type in [x, y]`, `_id == x` or `_id in $ids` (literals or parameters) can admit only the
// documents those name; `narrowReads` replaces that `*` with exactly those documents, in dataset order, and
// keeps the whole filter, so the result is the same and only the documents that could never match are
// skipped. Any other shape is left alone. tests/unit/content/layer/narrow-reads.test.ts checks every defined
// query against the unnarrowed evaluation.

type Node = ExprNode & Record<string, unknown>;

function conjuncts(node: ExprNode): ExprNode[] {
  return node.type === 'And' ? [...conjuncts(node.left), ...conjuncts(node.right)] : [node];
}

/** Strings a node stands for: a string literal or parameter, or an array of them; null for anything else. */
function strings(node: ExprNode, params: QueryParams, many: boolean): string[] | null {
  let value: unknown;
  if (node.type === 'Value') value = node.value;
  else if (node.type === 'Parameter') value = params[node.name];
  else if (node.type === 'Array' && many) {
    const out: string[] = [];
    for (const element of node.elements) {
      if (element.isSplat || element.value.type !== 'Value' || typeof element.value.value !== 'string') return null;
      out.push(element.value.value);
    }
    return out;
  } else return null;
  if (many) return Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : null;
  return typeof value === 'string' ? [value] : null;
}

/** The values of `attribute` a conjunct admits (`attr == v` / `attr in vs`), or null when it says nothing. */
function admitted(node: ExprNode, attribute: '_type' | '_id', params: QueryParams): string[] | null {
  if (node.type !== 'OpCall' || (node.op !== '==' && node.op !== 'in')) return null;
  const { left } = node;
  if (left.type !== 'AccessAttribute' || left.base !== undefined || left.name !== attribute) return null;
  return strings(node.right, params, node.op === 'in');
}

function intersect(a: string[] | null, b: string[] | null): string[] | null {
  if (a === null) return b;
  if (b === null) return a;
  const keep = new Set(b);
  return a.filter((value) => keep.has(value));
}

/** The documents a top-level filter can admit, in dataset order, or null when its conjuncts do not say. */
function candidates(dataset: GroqDataset, filter: ExprNode, params: QueryParams): Document[] | null {
  let types: string[] | null = null;
  let ids: string[] | null = null;
  for (const conjunct of conjuncts(filter)) {
    types = intersect(types, admitted(conjunct, '_type', params));
    ids = intersect(ids, admitted(conjunct, '_id', params));
  }
  let documents: Document[];
  if (ids !== null) {
    const allowed = types === null ? null : new Set(types);
    documents = [...new Set(ids)].flatMap((id) => dataset.byId.get(id) ?? []).filter((document) => allowed === null || allowed.has(document._type as string));
  } else if (types !== null) {
    documents = [...new Set(types)].flatMap((type) => dataset.byType.get(type) ?? []);
  } else return null;
  return documents.sort((a, b) => dataset.position.get(a)! - dataset.position.get(b)!);
}

/** The tree with each narrowable top-level read starting from its candidates; the same tree when none is. */
export function narrowReads(dataset: GroqDataset, tree: ExprNode, params: QueryParams): ExprNode {
  const visit = (node: ExprNode): ExprNode => {
    if (node.type === 'Value') return node;
    let changed = false;
    const copy: Node = { ...(node as Node) };
    for (const [key, child] of Object.entries(node)) {
      if (Array.isArray(child)) {
        const mapped = child.map((item: unknown) => (isNode(item) ? visit(item) : item));
        if (mapped.some((item, index) => item !== child[index])) {
          copy[key] = mapped;
          changed = true;
        }
      } else if (isNode(child)) {
        const mapped = visit(child);
        if (mapped !== child) {
          copy[key] = mapped;
          changed = true;
        }
      }
    }
    if (node.type === 'Filter' && node.base.type === 'Everything') {
      const documents = candidates(dataset, node.expr, params);
      if (documents !== null) return { ...(copy as ExprNode & { type: 'Filter' }), base: { type: 'Value', value: documents } };
    }
    return changed ? (copy as ExprNode) : node;
  };
  return visit(tree);
}

function isNode(value: unknown): value is ExprNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** Evaluates GROQ over the dataset the way Sanity's query endpoint does, returning plain JSON. */
export async function evaluateGroq<T>(dataset: GroqDataset, tree: ExprNode, params: QueryParams, narrow = true): Promise<T> {
  const value = await evaluate(narrow ? narrowReads(dataset, tree, params) : tree, {
    dataset: dataset.documents,
    params,
    dereference: ({ _ref }) => dataset.byId.get(_ref) ?? null,
  });
  return (await value.get()) as T;
}
