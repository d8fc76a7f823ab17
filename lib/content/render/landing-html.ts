import { parseFragment } from 'parse5';
import { safeRedirectPath } from '@/lib/routing/safe-redirect';

// Landing pages hold operator-authored HTML (spec games-wallet-bonuses §3). It is trusted to be well-meant, not to be safe: it is
// parsed and rebuilt from an allow-list, never injected as a string.

export type SafeTag = 'section' | 'p' | 'h2' | 'h3' | 'h4' | 'ul' | 'ol' | 'li' | 'a' | 'strong' | 'em' | 'small' | 'br' | 'blockquote';
export type SafeNode = { kind: 'text'; text: string } | { kind: 'element'; tag: SafeTag; href?: string; children: SafeNode[] };

/** Tags kept as they are, or renamed (b → strong). h1 is the page's own title, so the HTML's h1 is dropped. */
const KEPT: Readonly<Record<string, SafeTag>> = {
  section: 'section',
  article: 'section',
  p: 'p',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  a: 'a',
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  small: 'small',
  br: 'br',
  blockquote: 'blockquote',
};

/** Dropped with everything inside: active content, embedded documents, forms, the duplicate title. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'template',
  'noscript',
  'svg',
  'math',
  'link',
  'meta',
  'base',
  'h1',
  'img',
  'video',
  'audio',
  'canvas',
]);

/** Site paths ('/signup', not '//evil'), https and mailto links; anything else loses its link. */
export function safeHref(href: string | undefined): string | undefined {
  const value = href?.trim();
  if (!value) return undefined;
  return safeRedirectPath(value) ?? (/^(https:\/\/|mailto:)/i.test(value) ? value : undefined);
}

type Parse5Node = { nodeName: string; value?: string; attrs?: { name: string; value: string }[]; childNodes?: Parse5Node[] };

function convert(nodes: readonly Parse5Node[]): SafeNode[] {
  return nodes.flatMap((node): SafeNode[] => {
    if (node.nodeName === '#text') return node.value ? [{ kind: 'text', text: node.value }] : [];
    if (node.nodeName.startsWith('#')) return []; // comments, doctype
    if (DROPPED.has(node.nodeName)) return [];
    const children = convert(node.childNodes ?? []);
    const tag = KEPT[node.nodeName];
    if (!tag) return children; // unknown wrappers (div, span…) give way to their content
    if (tag === 'a') {
      const href = safeHref(node.attrs?.find((attr) => attr.name === 'href')?.value);
      return href ? [{ kind: 'element', tag, href, children }] : children;
    }
    return [{ kind: 'element', tag, children: tag === 'br' ? [] : children }];
  });
}

/** The HTML as an allow-listed tree: no attributes survive but a checked href. */
export function sanitizeLandingHtml(html: string): SafeNode[] {
  return convert((parseFragment(html) as unknown as Parse5Node).childNodes ?? []);
}

/** Whether the HTML has anything to show once sanitised (text other than whitespace). */
export function hasVisibleContent(nodes: readonly SafeNode[]): boolean {
  return nodes.some((node) => (node.kind === 'text' ? node.text.trim() !== '' : hasVisibleContent(node.children)));
}

/** The text of the first paragraph, for the meta description. */
export function firstParagraphText(nodes: readonly SafeNode[]): string | null {
  const text = (list: readonly SafeNode[]): string => list.map((n) => (n.kind === 'text' ? n.text : text(n.children))).join('');
  for (const node of nodes) {
    if (node.kind !== 'element') continue;
    if (node.tag === 'p' && text(node.children).trim() !== '') return text(node.children).trim();
    const inner = firstParagraphText(node.children);
    if (inner) return inner;
  }
  return null;
}
