import { SIGNUP_LOGIN_ATTEMPTS, SIGNUP_LOGIN_RETRY_DELAY_MS, retry } from '@/lib/identity/ui-retry';

describe('retry (login after sign-up)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('uses the spec constants: 5 attempts, 3000 ms apart', () => {
    expect([SIGNUP_LOGIN_ATTEMPTS, SIGNUP_LOGIN_RETRY_DELAY_MS]).toEqual([5, 3000]);
  });

  it('retries after 3 s and resolves with the first success', async () => {
    const task = jest.fn().mockRejectedValueOnce(new Error('not yet')).mockRejectedValueOnce(new Error('not yet')).mockResolvedValue('signed in');
    const result = retry(task, { attempts: 5, delayMs: 3000 });
    await jest.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2999);
    expect(task).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toBe('signed in');
    expect(task).toHaveBeenCalledTimes(3);
    expect(task.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2, 3]);
  });

  it('gives up after 5 attempts (12 s of waiting) with the last error', async () => {
    let n = 0;
    const task = jest.fn(async () => {
      n += 1;
      throw new Error(`failure ${n}`);
    });
    const result = retry(task, { attempts: 5, delayMs: 3000 });
    const settled = result.catch((error: Error) => error.message);
    await jest.advanceTimersByTimeAsync(11_999);
    expect(task).toHaveBeenCalledTimes(4);
    await jest.advanceTimersByTimeAsync(1);
    await expect(settled).resolves.toBe('failure 5');
    expect(task).toHaveBeenCalledTimes(5);
  });

  it('stops at once on a final error', async () => {
    const task = jest.fn().mockRejectedValue(new Error('closed'));
    const settled = retry(task, { attempts: 5, delayMs: 3000, isFinal: () => true }).catch((error: Error) => error.message);
    await jest.advanceTimersByTimeAsync(0);
    await expect(settled).resolves.toBe('closed');
    expect(task).toHaveBeenCalledTimes(1);
  });
});
