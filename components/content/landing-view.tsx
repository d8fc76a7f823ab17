import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PageShell } from '@/components/page/page-shell';
import { GeneratedArt } from '@/components/ui/generated-art';
import { GiftIcon } from '@/components/ui/icons';
import { firstParagraphText } from '@/lib/content/render/landing-html';
import { pageMetadata } from '@/server/seo/page-metadata';
import { summarize } from '@/lib/seo/urls';
import type { LoadedLanding } from './landing-data';
import { LandingHtml } from './landing-html';

export function landingMetadata(locale: string, path: string, landing: LoadedLanding): Metadata {
  const description = firstParagraphText(landing.nodes);
  return pageMetadata({ locale, path, title: landing.page.title, description: description ? summarize(description) : undefined, locales: landing.locales });
}

/** A landing page: its CMS title as the h1, its sanitised HTML, and the page's calls to action. */
export function LandingView({ landing, actions, testId }: { landing: LoadedLanding; actions?: ReactNode; testId: string }) {
  return (
    <PageShell
      testId={testId}
      title={landing.page.title}
      actions={actions}
      width="prose"
      aside={<GeneratedArt seed={`/landing/${landing.page.id}`} icon={GiftIcon} className="h-40 w-64 rounded-xl shadow-raised ring-1 ring-inset ring-fg/10" />}
    >
      <LandingHtml nodes={landing.nodes} />
    </PageShell>
  );
}
