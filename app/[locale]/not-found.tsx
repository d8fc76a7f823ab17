import { NotFoundScreen } from '@/components/errors/not-found-screen';

// No generateMetadata here: metadata of a not-found boundary is resolved outside the layout's
// setRequestLocale, so next-intl would fall back to headers() and break the statically cached pages (lobbies,
// categories, game pages) that call notFound(). The screen sets its own <title>.
export default function NotFound() {
  return <NotFoundScreen />;
}
