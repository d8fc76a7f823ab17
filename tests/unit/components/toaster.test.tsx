import { act, fireEvent, screen, within } from '@testing-library/react';
import { Toaster } from '@/components/toast/toaster';
import { toast, useToastStore } from '@/lib/ui/toast-store';
import { renderWithIntl } from './render-with-intl';

beforeEach(() => {
  jest.useFakeTimers();
  useToastStore.getState().clear();
});
afterEach(() => jest.useRealTimers());

describe('Toaster', () => {
  it('announces errors in an alert region and the rest in a status region, with a visible kind label', () => {
    renderWithIntl(<Toaster />);
    act(() => {
      toast({ kind: 'error', message: 'Payment failed' });
      toast({ kind: 'success', message: 'Saved' });
    });
    expect(within(screen.getByRole('alert')).getByText('Payment failed')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('Error')).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText('Saved')).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText('Success')).toBeInTheDocument();
  });

  it('shows the value of a warningValue toast', () => {
    renderWithIntl(<Toaster />);
    act(() => void toast({ kind: 'warningValue', message: 'Deposit limit left today:', value: '€40.00' }));
    expect(screen.getByText('€40.00')).toBeInTheDocument();
  });

  it('dismisses automatically, pauses while hovered and resumes after', () => {
    renderWithIntl(<Toaster />);
    act(() => void toast({ kind: 'success', message: 'Saved', durationMs: 1000 }));
    const item = screen.getByText('Saved').closest('[data-kind]')!;

    act(() => jest.advanceTimersByTime(600));
    fireEvent.mouseEnter(item);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText('Saved')).toBeInTheDocument();

    fireEvent.mouseLeave(item);
    act(() => jest.advanceTimersByTime(350));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('has a dismiss button', () => {
    renderWithIntl(<Toaster />);
    act(() => void toast({ kind: 'warning', message: 'Session ends soon', durationMs: 0 }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Session ends soon')).not.toBeInTheDocument();
  });
});
