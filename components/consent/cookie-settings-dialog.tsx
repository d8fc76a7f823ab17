'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { Dialog } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { COOKIE_CATEGORIES, type CookieOptions } from '@/lib/ui/cookie-consent';
import { useCookieConsentStore } from '@/lib/ui/cookie-consent-store';
import { toast } from '@/lib/ui/toast-store';

export function CookieSettingsDialog() {
  const t = useTranslations('cookie');
  const a11y = useTranslations('a11y');
  const { settingsOpen, options, closeSettings, saveSettings } = useCookieConsentStore();

  return (
    <Dialog open={settingsOpen} onClose={closeSettings} title={t('dialogTitle')} description={t('dialogIntro')} closeLabel={a11y('close')}>
      {/* Keyed by open state so every opening starts from the saved options. */}
      <SettingsForm
        key={String(settingsOpen)}
        initial={options}
        onSave={(next) => {
          saveSettings(next);
          toast({ kind: 'success', message: t('saved') });
        }}
      />
    </Dialog>
  );
}

function SettingsForm({ initial, onSave }: { initial: CookieOptions; onSave: (options: CookieOptions) => void }) {
  const t = useTranslations('cookie');
  const [draft, setDraft] = useState<CookieOptions>(initial);

  return (
    <>
      <ul className="flex flex-col divide-y divide-line">
        {COOKIE_CATEGORIES.map((category) => {
          const locked = category === 'essentials';
          return (
            <li key={category} className="flex items-start justify-between gap-4 py-4 first:pt-0">
              <div>
                <p id={`cookie-${category}-label`} className="text-sm font-semibold text-fg">
                  {t(`categories.${category}.label`)}
                  {locked ? <span className="ml-2 rounded-full bg-raised px-2 py-0.5 text-xs font-medium text-fg-muted">{t('alwaysOn')}</span> : null}
                </p>
                <p id={`cookie-${category}-description`} className="mt-1 text-sm text-fg-muted">
                  {t(`categories.${category}.description`)}
                </p>
              </div>
              <Switch
                id={`cookie-${category}`}
                checked={draft[category]}
                locked={locked}
                labelledBy={`cookie-${category}-label`}
                describedBy={`cookie-${category}-description`}
                onChange={(checked) => setDraft((current) => ({ ...current, [category]: checked, essentials: true }))}
              />
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex justify-end border-t border-line pt-5">
        <button type="button" onClick={() => onSave(draft)} className={buttonClasses({ variant: 'primary', className: 'w-full md:w-auto' })}>
          {t('save')}
        </button>
      </div>
    </>
  );
}
