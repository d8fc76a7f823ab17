import { DEFAULT_DURATION_MS, MAX_VISIBLE_TOASTS, TOAST_KINDS, toast, useToastStore } from '@/lib/ui/toast-store';

beforeEach(() => useToastStore.getState().clear());

describe('toast store', () => {
  it('has exactly the spec notification kinds', () => {
    expect([...TOAST_KINDS]).toEqual(['error', 'success', 'warning', 'warningValue']);
  });

  it('pushes toasts with unique ids and the kind default duration', () => {
    const first = toast({ kind: 'success', message: 'Saved' });
    const second = toast({ kind: 'error', message: 'Failed' });
    const { toasts } = useToastStore.getState();
    expect(first).not.toEqual(second);
    expect(toasts.map((t) => [t.kind, t.message, t.durationMs])).toEqual([
      ['success', 'Saved', DEFAULT_DURATION_MS.success],
      ['error', 'Failed', DEFAULT_DURATION_MS.error],
    ]);
  });

  it('keeps the value of a warningValue toast and an explicit duration', () => {
    toast({ kind: 'warningValue', message: 'Remaining deposit limit:', value: '€25.00', durationMs: 0 });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ kind: 'warningValue', value: '€25.00', durationMs: 0 });
  });

  it('dismisses one toast by id', () => {
    const keep = toast({ kind: 'warning', message: 'Keep' });
    const drop = toast({ kind: 'warning', message: 'Drop' });
    useToastStore.getState().dismiss(drop);
    expect(useToastStore.getState().toasts.map((t) => t.id)).toEqual([keep]);
  });

  it('shows at most the newest few toasts', () => {
    for (let i = 0; i < MAX_VISIBLE_TOASTS + 2; i += 1) toast({ kind: 'success', message: `n${i}` });
    const messages = useToastStore.getState().toasts.map((t) => t.message);
    expect(messages).toHaveLength(MAX_VISIBLE_TOASTS);
    expect(messages.at(-1)).toBe(`n${MAX_VISIBLE_TOASTS + 1}`);
  });
});
