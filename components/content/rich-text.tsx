import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { groupBlocks, headingIds } from '@/lib/content/render/rich-text-outline';
import { safeRedirectPath } from '@/lib/routing/safe-redirect';
import type { RichTextBlock, RichTextSpan } from '@/lib/content/types/shared';

const LINK_CLASS = 'font-semibold text-accent underline underline-offset-2 hover:text-accent-hover';

function Span({ span }: { span: RichTextSpan }) {
  let node: ReactNode = span.text;
  if (span.marks.includes('code')) node = <code className="rounded bg-raised px-1 text-sm">{node}</code>;
  if (span.marks.includes('em')) node = <em>{node}</em>;
  if (span.marks.includes('strong')) node = <strong className="font-semibold text-fg">{node}</strong>;
  if (span.marks.includes('underline')) node = <span className="underline">{node}</span>;
  if (!span.href) return node;
  // Site paths stay inside the locale; anything else is another site and opens as one.
  if (safeRedirectPath(span.href))
    return (
      <Link href={span.href} className={LINK_CLASS}>
        {node}
      </Link>
    );
  if (!/^https?:\/\//.test(span.href) && !span.href.startsWith('mailto:')) return node;
  return (
    <a href={span.href} className={LINK_CLASS} rel="noopener noreferrer">
      {node}
    </a>
  );
}

function Spans({ block }: { block: RichTextBlock }) {
  return block.children.map((span) => <Span key={span.key} span={span} />);
}

/**
 * CMS rich text as semantic HTML, rendered on the server. h2/h3 carry anchor ids for the table of contents;
 * `headingOffset` shifts headings down when the body sits under a section heading of its own.
 */
export function RichText({ blocks, headingOffset = 0 }: { blocks: readonly RichTextBlock[]; headingOffset?: 0 | 1 }) {
  const ids = headingIds(blocks);
  return (
    <div className="space-y-4 text-base leading-relaxed text-fg-muted">
      {groupBlocks(blocks).map((group) => {
        if (group.kind === 'list') {
          const List = group.ordered ? 'ol' : 'ul';
          return (
            <List key={group.key} className={group.ordered ? 'list-decimal space-y-2 pl-6' : 'list-disc space-y-2 pl-6'}>
              {group.items.map((item) => (
                <li key={item.key}>
                  <Spans block={item} />
                </li>
              ))}
            </List>
          );
        }
        const { block } = group;
        const id = ids.get(block.key);
        switch (block.style) {
          case 'h2': {
            const Heading = headingOffset ? 'h3' : 'h2';
            return (
              <Heading
                key={block.key}
                id={id}
                className={headingOffset ? 'scroll-mt-24 pt-2 text-lg font-bold text-fg' : 'scroll-mt-24 pt-4 text-xl font-bold text-fg'}
              >
                <Spans block={block} />
              </Heading>
            );
          }
          case 'h3': {
            const Heading = headingOffset ? 'h4' : 'h3';
            return (
              <Heading
                key={block.key}
                id={id}
                className={headingOffset ? 'scroll-mt-24 pt-2 text-base font-semibold text-fg' : 'scroll-mt-24 pt-2 text-lg font-semibold text-fg'}
              >
                <Spans block={block} />
              </Heading>
            );
          }
          case 'h4':
            return (
              <p key={block.key} className="font-semibold text-fg">
                <Spans block={block} />
              </p>
            );
          case 'blockquote':
            return (
              <blockquote key={block.key} className="border-l-4 border-accent pl-4 italic">
                <Spans block={block} />
              </blockquote>
            );
          default:
            return (
              <p key={block.key}>
                <Spans block={block} />
              </p>
            );
        }
      })}
    </div>
  );
}
