import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { SafeNode, SafeTag } from '@/lib/content/render/landing-html';

const CLASSES: Partial<Record<SafeTag, string>> = {
  section: 'space-y-4',
  p: 'text-base leading-relaxed text-fg-muted',
  h2: 'pt-4 text-xl font-bold text-fg',
  h3: 'pt-2 text-lg font-semibold text-fg',
  h4: 'font-semibold text-fg',
  ul: 'list-disc space-y-2 pl-6 text-fg-muted',
  ol: 'list-decimal space-y-2 pl-6 text-fg-muted',
  strong: 'font-semibold text-fg',
  small: 'text-sm text-fg-subtle',
  blockquote: 'border-l-4 border-accent pl-4 italic text-fg-muted',
};

const LINK_CLASS = 'font-semibold text-accent underline underline-offset-2 hover:text-accent-hover';

function render(nodes: readonly SafeNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.kind === 'text') return node.text;
    const children = render(node.children);
    if (node.tag === 'a' && node.href) {
      // Site paths stay inside the reader's locale.
      return node.href.startsWith('/') ? (
        <Link key={index} href={node.href} className={LINK_CLASS}>
          {children}
        </Link>
      ) : (
        <a key={index} href={node.href} className={LINK_CLASS} rel="noopener noreferrer">
          {children}
        </a>
      );
    }
    if (node.tag === 'br') return <br key={index} />;
    const Tag = node.tag === 'a' ? 'span' : node.tag;
    return (
      <Tag key={index} className={CLASSES[node.tag]}>
        {children}
      </Tag>
    );
  });
}

/** A landing page's sanitised HTML (see lib/content/render/landing-html.ts) as React elements. */
export function LandingHtml({ nodes }: { nodes: readonly SafeNode[] }) {
  return <div className="space-y-4">{render(nodes)}</div>;
}
