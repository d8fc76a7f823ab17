import { groupBlocks, headingIds, needsTableOfContents, outlineOf, slugifyHeading } from '@/lib/content/render/rich-text-outline';
import type { RichTextBlock } from '@/lib/content/types/shared';

function block(key: string, text: string, style: RichTextBlock['style'] = 'normal', listItem: RichTextBlock['listItem'] = null): RichTextBlock {
  return { key, style, listItem, level: listItem ? 1 : null, children: [{ key: `${key}s`, text, marks: [], href: null }] };
}

describe('slugifyHeading', () => {
  it.each([
    ['Bonus & wagering (2)', 'bonus-wagering-2'],
    ['1. Who we are', 'who-we-are'],
    ['2.3 Deposits', 'deposits'],
    ['Käteispalautus ja ehdot', 'kateispalautus-ja-ehdot'],
    ['利用規約', '利用規約'],
    ['2026', 'section-2026'],
    ['!!!', 'section'],
  ])('%s → %s', (text, id) => {
    expect(slugifyHeading(text)).toBe(id);
  });
});

describe('outline and table of contents', () => {
  const blocks = [block('a', 'Intro'), block('b', 'Deposits', 'h2'), block('c', 'Limits', 'h3'), block('d', 'Deposits', 'h2'), block('e', 'Closing', 'h2')];

  it('gives every h2/h3 a unique id, numbering repeats', () => {
    expect([...headingIds(blocks)]).toEqual([
      ['b', 'deposits'],
      ['c', 'limits'],
      ['d', 'deposits-2'],
      ['e', 'closing'],
    ]);
  });

  it('lists the headings with their level', () => {
    expect(outlineOf(blocks)).toEqual([
      { id: 'deposits', text: 'Deposits', level: 2 },
      { id: 'limits', text: 'Limits', level: 3 },
      { id: 'deposits-2', text: 'Deposits', level: 2 },
      { id: 'closing', text: 'Closing', level: 2 },
    ]);
  });

  it('wants a table of contents from three h2 sections on', () => {
    expect(needsTableOfContents(blocks)).toBe(true);
    expect(needsTableOfContents(blocks.slice(0, 4))).toBe(false);
  });
});

describe('groupBlocks', () => {
  it('joins consecutive list items of one kind into a list', () => {
    const groups = groupBlocks([
      block('a', 'p'),
      block('b', '1', 'normal', 'bullet'),
      block('c', '2', 'normal', 'bullet'),
      block('d', '3', 'normal', 'number'),
      block('e', 'p'),
    ]);
    expect(groups.map((g) => (g.kind === 'list' ? `${g.ordered ? 'ol' : 'ul'}:${g.items.length}` : g.block.key))).toEqual(['a', 'ul:2', 'ol:1', 'e']);
  });
});
