import clsx from 'clsx';
import type { OutlineEntry } from '@/lib/content/render/rich-text-outline';

/** "On this page" links to the body's headings; a plain list of anchors, so it works without JavaScript. */
export function TableOfContents({ entries, label }: { entries: readonly OutlineEntry[]; label: string }) {
  return (
    <nav aria-labelledby="toc-heading" className="rounded-lg bg-surface p-5 ring-1 ring-inset ring-line">
      <h2 id="toc-heading" className="text-sm font-bold uppercase tracking-wide text-fg-subtle">
        {label}
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className={clsx(entry.level === 3 && 'pl-4')}>
            <a href={`#${entry.id}`} className="text-accent underline-offset-2 hover:underline">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
