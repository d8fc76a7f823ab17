import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import en from '@/messages/en.json';

/** Renders inside the English messages, as the app's root layout does. */
export function renderWithIntl(ui: ReactElement, options?: RenderOptions) {
  return render(
    <NextIntlClientProvider locale="en-UN" messages={en}>
      {ui}
    </NextIntlClientProvider>,
    options,
  );
}
