'use client';

import clsx from 'clsx';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FIELD_FRAME } from '@/components/identity/form-field';

/** A labelled native select (keyboard and screen readers get the platform's own picker), help below. */
export function SelectField({
  id,
  label,
  help,
  className,
  children,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { id: string; label: string; help?: ReactNode }) {
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <select
        id={id}
        aria-describedby={help ? `${id}-help` : undefined}
        className={clsx(
          'min-h-12 w-full min-w-0 rounded-md bg-raised px-3 text-base text-fg ring-1 ring-inset focus:outline-none focus:ring-2',
          FIELD_FRAME.untouched,
        )}
        {...select}
      >
        {children}
      </select>
      {help ? (
        <p id={`${id}-help`} className="text-xs text-fg-subtle">
          {help}
        </p>
      ) : null}
    </div>
  );
}
