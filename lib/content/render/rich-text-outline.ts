import type { RichTextBlock } from '@/lib/content/types/shared';

/** A heading of a rich-text body, with the anchor id its table-of-contents entry links to. */
export interface OutlineEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** Pages with at least this many h2 sections get a table of contents. */
export const TOC_MIN_SECTIONS = 3;

export function blockText(block: RichTextBlock): string {
  return block.children.map((span) => span.text).join('');
}

/**
 * 'Bonus & wagering (2)' → 'bonus-wagering-2'; letters of any script kept, so ids stay readable in fi/ja.
 * Section numbers ('1. Who we are') are dropped and an id never starts with a digit, so it is also a valid
 * CSS selector (#who-we-are).
 */
export function slugifyHeading(text: string): string {
  const slug =
    text
      .replace(/^\s*\d+(?:\.\d+)*[.)]?\s+/, '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'section';
  return /^\d/.test(slug) ? `section-${slug}` : slug;
}

/**
 * Anchor ids for every h2/h3 block, keyed by block key. Duplicate headings get -2, -3… so every id is
 * unique on the page (an anchor that jumps to the wrong section is worse than none).
 */
export function headingIds(blocks: readonly RichTextBlock[]): Map<string, string> {
  const ids = new Map<string, string>();
  const used = new Map<string, number>();
  for (const block of blocks) {
    if (block.style !== 'h2' && block.style !== 'h3') continue;
    const base = slugifyHeading(blockText(block));
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    ids.set(block.key, count === 1 ? base : `${base}-${count}`);
  }
  return ids;
}

/** The table of contents of a body: its h2 (and h3) headings in order. */
export function outlineOf(blocks: readonly RichTextBlock[]): OutlineEntry[] {
  const ids = headingIds(blocks);
  return blocks.flatMap((block) => {
    const id = ids.get(block.key);
    if (!id) return [];
    return [{ id, text: blockText(block), level: block.style === 'h2' ? 2 : 3 } satisfies OutlineEntry];
  });
}

/** Whether a body is long enough to deserve a table of contents. */
export function needsTableOfContents(blocks: readonly RichTextBlock[]): boolean {
  return blocks.filter((block) => block.style === 'h2').length >= TOC_MIN_SECTIONS;
}

export type RichTextGroup = { kind: 'block'; block: RichTextBlock } | { kind: 'list'; ordered: boolean; key: string; items: RichTextBlock[] };

/** Consecutive list items of the same kind become one list; everything else stays a block. */
export function groupBlocks(blocks: readonly RichTextBlock[]): RichTextGroup[] {
  const groups: RichTextGroup[] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    if (block.listItem) {
      const ordered = block.listItem === 'number';
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(block);
      else groups.push({ kind: 'list', ordered, key: block.key, items: [block] });
    } else {
      groups.push({ kind: 'block', block });
    }
  }
  return groups;
}
