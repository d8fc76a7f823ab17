import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button-classes';

/** A full-frame message when the game cannot start (incomplete link, unknown game). */
export async function GameFrameNotice({ messageKey, homeUrl }: { messageKey: 'missingTicket' | 'unknownGame'; homeUrl: string }) {
  const t = await getTranslations('harbourGame');
  return (
    <main className="grid min-h-dvh place-items-center p-6" data-testid="game-frame-notice">
      <div className="flex max-w-sm flex-col items-center gap-4 rounded-xl bg-surface p-6 text-center shadow-card ring-1 ring-inset ring-line">
        <p className="text-base text-fg">{t(messageKey)}</p>
        <a href={homeUrl} target="_top" className={buttonClasses({ variant: 'outline' })}>
          {t('lobby')}
        </a>
      </div>
    </main>
  );
}
