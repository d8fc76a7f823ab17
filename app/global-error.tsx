'use client';

import './globals.css';
import { Emblem } from '@/components/brand/wordmark';
import { GLOBAL_ERROR_TEXT } from '@/components/errors/global-error-text';
import { reloadPage } from '@/components/errors/reload-page';

/** Last-resort screen when the root layout itself fails; it renders its own document. */
export default function GlobalError() {
  return (
    <html lang="en" className="bg-canvas">
      <body className="flex min-h-dvh items-center justify-center bg-canvas px-4 font-sans text-fg">
        <main className="flex w-full max-w-prose flex-col items-center rounded-xl bg-surface px-6 py-12 text-center shadow-raised ring-1 ring-inset ring-line md:px-12">
          <Emblem className="size-12" />
          <h1 className="mt-6 text-lg font-bold text-balance text-fg">{GLOBAL_ERROR_TEXT.message}</h1>
          <button
            type="button"
            onClick={reloadPage}
            className="mt-8 inline-flex h-12 items-center justify-center rounded-full bg-primary px-8 text-base font-semibold text-primary-fg shadow-glow transition-colors hover:bg-primary-hover"
          >
            {GLOBAL_ERROR_TEXT.reload}
          </button>
        </main>
      </body>
    </html>
  );
}
