import type { ReactNode } from 'react';
import { needsTableOfContents, outlineOf } from '@/lib/content/render/rich-text-outline';
import type { RichTextBlock } from '@/lib/content/types/shared';
import { RichText } from './rich-text';
import { TableOfContents } from './table-of-contents';

/**
 * A CMS text page body: rich text at reading width, with an "On this page" table of contents beside it on
 * wide screens (above it on small ones) when the text has enough sections to need one.
 */
export function ContentArticle({
  blocks,
  tocLabel,
  before,
  after,
}: {
  blocks: readonly RichTextBlock[];
  tocLabel: string;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const outline = needsTableOfContents(blocks) ? outlineOf(blocks) : [];
  const article = (
    <article className="min-w-0 max-w-prose">
      {before ? <div className="mb-10">{before}</div> : null}
      <RichText blocks={blocks} />
      {after ? <div className="mt-10">{after}</div> : null}
    </article>
  );
  if (outline.length === 0) return article;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-12">
      <div className="lg:order-2">
        <div className="lg:sticky lg:top-24">
          <TableOfContents entries={outline} label={tocLabel} />
        </div>
      </div>
      <div className="lg:order-1">{article}</div>
    </div>
  );
}
