import { spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';

/** The Redis the realtime tests use (REDIS_TEST_URL overrides); tests that need it skip with a message when absent. */
export const TEST_REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

/** Whether something answers PING at TEST_REDIS_URL within a second. */
export function redisAvailable(): Promise<boolean> {
  const url = new URL(TEST_REDIS_URL);
  return new Promise((resolve) => {
    const socket = createConnection({ host: url.hostname, port: Number(url.port || 6379) });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/**
 * The same PING, answered while the test file loads (a child process, ≈ 50 ms): Jest decides `it` or `it.skip`
 * when the file is collected, before any hook runs.
 */
function redisAvailableSync(): boolean {
  const probe = `require('node:net').createConnection({ host: process.argv[1], port: Number(process.argv[2]) })
    .setTimeout(1000, () => process.exit(1)).on('error', () => process.exit(1))
    .on('connect', function () { this.write('PING\\r\\n'); })
    .on('data', (data) => process.exit(String(data).startsWith('+PONG') ? 0 : 1));`;
  const url = new URL(TEST_REDIS_URL);
  return spawnSync(process.execPath, ['-e', probe, url.hostname, url.port || '6379'], { timeout: 5_000 }).status === 0;
}

export const REDIS_UP = redisAvailableSync();
const CI = process.env.CI === 'true';
const REASON = `no Redis answers at ${TEST_REDIS_URL}`;

/**
 * `it` for a test that needs Redis. Without Redis it is reported as skipped (its name says why), never as passed;
 * under CI=true (.ci/run starts Redis) it runs and fails with the reason, so a CI run cannot pass without proving it.
 */
export function itWithRedis(name: string, fn: () => Promise<void>, timeout?: number): void {
  if (REDIS_UP) it(name, fn, timeout);
  else if (CI) it(name, () => Promise.reject(new Error(`CI=true but ${REASON}: "${name}" cannot be proved`)));
  else it.skip(`${name} [skipped: ${REASON}]`, fn);
}
