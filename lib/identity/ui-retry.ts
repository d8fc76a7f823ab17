/** Spec identity-and-account §9: after sign-up, login is retried up to 5 times, 3000 ms apart. */
export const SIGNUP_LOGIN_ATTEMPTS = 5;
export const SIGNUP_LOGIN_RETRY_DELAY_MS = 3000;

export type RetryOptions = {
  attempts: number;
  delayMs: number;
  /** Errors for which another attempt cannot help (e.g. a wrong password); they end the loop at once. */
  isFinal?: (error: unknown) => boolean;
  sleep?: (ms: number) => Promise<void>;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` until it succeeds or `attempts` are used, waiting `delayMs` between tries; rethrows the last error. */
export async function retry<T>(task: (attempt: number) => Promise<T>, { attempts, delayMs, isFinal, sleep = defaultSleep }: RetryOptions): Promise<T> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      lastError = error;
      if (isFinal?.(error) || attempt === attempts) break;
      await sleep(delayMs);
    }
  }
  throw lastError;
}
