import {
  liveMessageSchema,
  WALLET_SOCKET_HEARTBEAT_MS,
  WALLET_SOCKET_PATH,
  WALLET_SOCKET_RECONNECT_ATTEMPTS,
  WALLET_SOCKET_RECONNECT_DELAY_MS,
  type LiveBody,
} from './live-events';

type SocketLike = Pick<WebSocket, 'send' | 'close'> & {
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
};

export interface WalletSocketOptions {
  /** The socket token, or null when the player has no session (a 401: not an error, nothing to connect). */
  fetchToken: () => Promise<string | null>;
  onBody: (body: LiveBody) => void;
  /** Builds the socket URL from the token; the default is this origin's /api/v1/ws/wallet. */
  urlFor?: (token: string) => string;
  createSocket?: (url: string) => SocketLike;
  log?: (message: string, detail?: unknown) => void;
}

function defaultUrl(token: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${WALLET_SOCKET_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * The live connection (spec games-wallet-bonuses §7, §9): token first, then the socket; a text ping every 20 s while open; after a
 * drop, up to 10 reconnects 3 s apart (each with a fresh token), counted from the last successful open; then it
 * logs "max attempts exceeded" and stays closed (the 20 s balance poll still runs). Errors and non-JSON
 * messages are logged only; "ping"/"pong" are ignored. Returns a function that stops everything.
 */
export function connectWalletSocket({
  fetchToken,
  onBody,
  urlFor = defaultUrl,
  createSocket = (url) => new WebSocket(url),
  log = console.error,
}: WalletSocketOptions): () => void {
  let stopped = false;
  let failures = 0;
  let socket: SocketLike | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  function scheduleReconnect(): void {
    if (stopped) return;
    if (failures >= WALLET_SOCKET_RECONNECT_ATTEMPTS) {
      log('[wallet socket] max attempts exceeded');
      return;
    }
    failures += 1;
    retry = setTimeout(() => void open(), WALLET_SOCKET_RECONNECT_DELAY_MS);
  }

  function receive(data: unknown): void {
    if (typeof data !== 'string' || data === 'ping' || data === 'pong') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      log('[wallet socket] non-JSON message ignored');
      return;
    }
    const parsed = liveMessageSchema.safeParse(json);
    if (parsed.success) onBody(parsed.data.body);
    else log('[wallet socket] unknown message ignored');
  }

  async function open(): Promise<void> {
    let token: string | null;
    try {
      token = await fetchToken();
    } catch (error) {
      log('[wallet socket] could not get a socket token', error);
      scheduleReconnect();
      return;
    }
    if (stopped || token === null) return;
    const current = createSocket(urlFor(token));
    socket = current;
    current.onopen = () => {
      failures = 0;
      heartbeat = setInterval(() => current.send('ping'), WALLET_SOCKET_HEARTBEAT_MS);
    };
    current.onmessage = (event) => receive(event.data);
    current.onerror = () => log('[wallet socket] connection error');
    current.onclose = () => {
      clearInterval(heartbeat);
      heartbeat = undefined;
      if (socket === current) socket = undefined;
      scheduleReconnect();
    };
  }

  void open();
  return () => {
    stopped = true;
    clearInterval(heartbeat);
    clearTimeout(retry);
    socket?.close(1000);
    socket = undefined;
  };
}
