import WebSocket from 'ws';

/** A test websocket client that keeps every text message and can wait for one matching a predicate. */
export async function openSocket(
  url: string,
): Promise<{ socket: WebSocket; messages: string[]; next(match: (text: string) => boolean, timeoutMs?: number): Promise<string> }> {
  const socket = new WebSocket(url);
  const messages: string[] = [];
  socket.on('message', (data) => messages.push(Buffer.from(data as Buffer).toString()));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    messages,
    async next(match, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found !== undefined) return found;
        if (Date.now() > deadline) throw new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}

/** The HTTP status a refused upgrade answered with. */
export function refusedStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('open', () => reject(new Error('the upgrade was accepted')));
    socket.once('error', () => undefined);
  });
}

export const isBalance = (text: string) => text.includes('"WALLET_BALANCE"');
