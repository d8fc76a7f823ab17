import type { RichTextBlock } from '@/lib/content/types/shared';
import type { PortableTextBlock } from './vendor-types';

const STYLES = new Set<RichTextBlock['style']>(['normal', 'h2', 'h3', 'h4', 'blockquote']);

/**
 * Portable text → the app's rich text: link annotations resolved to an `href` on the span, decorators kept as
 * marks, anything that is not a text block (embedded objects a future Studio may add) dropped.
 */
export function toRichText(blocks: readonly PortableTextBlock[]): RichTextBlock[] {
  return blocks
    .filter((block) => block._type === 'block')
    .map((block) => {
      const links = new Map((block.markDefs ?? []).filter((def) => def._type === 'link').map((def) => [def._key, def.href]));
      return {
        key: block._key,
        style: STYLES.has(block.style) ? block.style : 'normal',
        listItem: block.listItem ?? null,
        level: block.level ?? null,
        children: (block.children ?? [])
          .filter((span) => span._type === 'span')
          .map((span) => {
            const marks = span.marks ?? [];
            const link = marks.find((mark) => links.has(mark));
            return {
              key: span._key,
              text: span.text,
              marks: marks.filter((mark) => !links.has(mark)),
              href: link === undefined ? null : (links.get(link) ?? null),
            };
          }),
      };
    });
}
