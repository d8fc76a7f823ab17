import { getTranslations } from 'next-intl/server';
import { ArrowRightIcon, PhoneIcon } from '@/components/ui/icons';
import type { Helpline } from '@/lib/brand';

/** The market's gambling helpline: free, confidential, one tap to call where there is a phone line. */
export async function HelplineCard({ helpline }: { helpline: Helpline }) {
  const [t, a11y] = await Promise.all([getTranslations('footer'), getTranslations('a11y')]);
  return (
    <div className="rounded-lg bg-raised p-4 ring-1 ring-inset ring-line">
      <p className="text-sm text-fg">{t('helpline', { name: helpline.name })}</p>
      <div className="mt-3 flex flex-wrap gap-x-5 gap-y-1">
        {helpline.phone ? (
          <a
            href={`tel:${helpline.phone.replace(/\s/g, '')}`}
            className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-accent hover:underline"
          >
            <PhoneIcon className="size-5" />
            <span className="money">{t('helplineCall', { phone: helpline.phone })}</span>
          </a>
        ) : null}
        <a
          href={helpline.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-accent hover:underline"
        >
          {t('helplineVisit', { name: helpline.name })}
          <ArrowRightIcon className="size-4 -rotate-45" />
          <span className="sr-only">{a11y('opensInNewTab')}</span>
        </a>
      </div>
    </div>
  );
}
