'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { CheckCircleIcon, CloseIcon, ErrorIcon, WarningIcon, type IconComponent } from '@/components/ui/icons';
import type { Toast, ToastKind } from '@/lib/ui/toast-store';

// Each kind differs by icon and a spoken/visible kind label, not by colour alone.
const KIND_STYLE: Record<ToastKind, { icon: IconComponent; accent: string; iconColour: string }> = {
  error: { icon: ErrorIcon, accent: 'bg-danger', iconColour: 'text-danger' },
  success: { icon: CheckCircleIcon, accent: 'bg-success', iconColour: 'text-success' },
  warning: { icon: WarningIcon, accent: 'bg-warning', iconColour: 'text-warning' },
  warningValue: { icon: WarningIcon, accent: 'bg-warning', iconColour: 'text-warning' },
};

/** One toast; auto-dismisses after its duration, pausing while hovered or focused. */
export function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const t = useTranslations('toast');
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.durationMs);

  useEffect(() => {
    if (paused || toast.durationMs <= 0) return;
    const started = Date.now();
    const timer = window.setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id, toast.durationMs, onDismiss]);

  const style = KIND_STYLE[toast.kind];
  const Icon = style.icon;

  return (
    <div
      data-kind={toast.kind}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="pointer-events-auto relative flex w-full max-w-sm items-start gap-3 overflow-hidden rounded-lg bg-overlay py-3 pl-5 pr-2 shadow-raised ring-1 ring-inset ring-line-strong motion-safe:animate-toast-in"
    >
      <span aria-hidden="true" className={clsx('absolute inset-y-0 left-0 w-1', style.accent)} />
      <Icon className={clsx('mt-0.5 size-5 shrink-0', style.iconColour)} />
      <div className="min-w-0 flex-1 py-0.5">
        <p className="text-xs font-bold uppercase tracking-wider text-fg-muted">{t(`kind.${toast.kind}`)}</p>
        <p className="mt-0.5 text-sm text-fg">
          {toast.message}
          {toast.kind === 'warningValue' && toast.value ? (
            <>
              {' '}
              <strong className="money font-bold text-fg">{toast.value}</strong>
            </>
          ) : null}
        </p>
      </div>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label={t('dismiss')}
        className="grid size-10 shrink-0 place-items-center rounded-full text-fg-muted transition-colors hover:bg-raised hover:text-fg"
      >
        <CloseIcon className="size-5" />
      </button>
    </div>
  );
}
