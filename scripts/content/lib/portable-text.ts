import type { PortableTextBlock } from '../../../lib/content/documents/primitives';
import { keyOf } from './random';

/**
 * Turns a small markup into portable text, one block per non-empty line:
 * `## ` h2, `### ` h3, `- ` bullet, `1. ` numbered, `> ` blockquote; inline `**strong**` and `[label](href)`.
 */
export function portableText(owner: string, markup: string): PortableTextBlock[] {
  return markup
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line, index) => block(`${owner}:${index}`, line));
}

function block(key: string, line: string): PortableTextBlock {
  let style: PortableTextBlock['style'] = 'normal';
  let listItem: PortableTextBlock['listItem'];
  let text = line;
  if (line.startsWith('### ')) [style, text] = ['h3', line.slice(4)];
  else if (line.startsWith('## ')) [style, text] = ['h2', line.slice(3)];
  else if (line.startsWith('> ')) [style, text] = ['blockquote', line.slice(2)];
  else if (line.startsWith('- ')) [listItem, text] = ['bullet', line.slice(2)];
  else if (/^\d+\. /.test(line)) [listItem, text] = ['number', line.replace(/^\d+\. /, '')];

  const markDefs: PortableTextBlock['markDefs'] = [];
  const children: PortableTextBlock['children'] = [];
  // Tokens: links, strong runs, and plain text between them.
  const pattern = /\[([^\]]+)\]\(([^)]+)\)|\*\*([^*]+)\*\*/g;
  let last = 0;
  const push = (value: string, marks: string[]) => {
    if (value) children.push({ _type: 'span', _key: keyOf(key, 'span', children.length), text: value, marks });
  };
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    push(text.slice(last, match.index), []);
    if (match[1] !== undefined) {
      const markKey = keyOf(key, 'link', markDefs.length);
      markDefs.push({ _key: markKey, _type: 'link', href: match[2] });
      push(match[1], [markKey]);
    } else {
      push(match[3], ['strong']);
    }
    last = match.index + match[0].length;
  }
  push(text.slice(last), []);
  if (children.length === 0) push(text, []);

  return {
    _type: 'block',
    _key: keyOf(key),
    style,
    ...(listItem ? { listItem, level: 1 } : {}),
    markDefs,
    children,
  };
}
