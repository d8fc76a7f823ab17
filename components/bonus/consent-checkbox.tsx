'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';

/**
 * The player's explicit consent to a reward's terms, asked before a claim that needs it (the consent dialog and
 * the bonus-code claim): unchecked until the player checks it, its label the whole sentence.
 */
export function ConsentCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useTranslations('bonus');
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-md bg-raised p-3 ring-1 ring-inset ring-line">
      <input id={id} type="checkbox" className="mt-0.5 size-5 shrink-0 accent-primary" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id} className="flex-1 text-sm text-fg">
        {t('consent.checkbox')}
      </label>
    </div>
  );
}
