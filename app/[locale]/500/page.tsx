import { setRequestLocale } from 'next-intl/server';
import { ServerErrorScreen } from '@/components/errors/server-error-screen';
import { contentMetadata } from '@/components/page/content-page';
import type { PageProps } from '@/components/page/page-props';

export const generateMetadata = contentMetadata('pages.serverError', { noIndex: true });

export default async function ServerErrorPage({ params }: PageProps) {
  setRequestLocale((await params).locale);
  return <ServerErrorScreen />;
}
