import { getTranslations } from 'next-intl/server';
import { NotFoundScreen } from '@/components/errors/not-found-screen';

export async function generateMetadata() {
  const t = await getTranslations('notFound');
  return { title: t('title') };
}

export default function NotFound() {
  return <NotFoundScreen />;
}
