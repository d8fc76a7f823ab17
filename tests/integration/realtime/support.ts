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
