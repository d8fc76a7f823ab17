import { fireEvent, render, screen } from '@testing-library/react';
import LocaleError from '@/app/[locale]/error';
import GlobalError from '@/app/global-error';
import { ErrorScreen } from '@/components/errors/error-screen';
import { GLOBAL_ERROR_TEXT } from '@/components/errors/global-error-text';
import { reloadPage } from '@/components/errors/reload-page';
import en from '@/messages/en.json';
import { renderWithIntl } from './render-with-intl';

jest.mock('@/components/errors/reload-page', () => ({ reloadPage: jest.fn() }));

afterEach(() => jest.restoreAllMocks());

describe('error screen (spec wording)', () => {
  it('shows SOMETHING WENT WRONG / Please try again and a Try again button', () => {
    const onRetry = jest.fn();
    renderWithIntl(<ErrorScreen onRetry={onRetry} />);
    expect(screen.getByRole('heading', { level: 1, name: 'SOMETHING WENT WRONG' })).toBeInTheDocument();
    expect(screen.getByText('Please try again')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('app/[locale]/error.tsx retries by calling reset()', () => {
    const reset = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithIntl(<LocaleError error={new Error('boom')} reset={reset} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});

describe('global error screen', () => {
  it('keeps its English wording equal to errors.global in en.json', () => {
    expect(GLOBAL_ERROR_TEXT).toEqual(en.errors.global);
    expect(GLOBAL_ERROR_TEXT.message).toBe('Oops, something went wrong. Please reload the page to try again.');
    expect(GLOBAL_ERROR_TEXT.reload).toBe('Reload');
  });

  it('renders its own document and reloads the page from the Reload button', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<GlobalError />);
    expect(screen.getByRole('heading', { name: GLOBAL_ERROR_TEXT.message })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
