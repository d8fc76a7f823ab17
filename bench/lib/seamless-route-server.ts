// The seamless-wallet route handler behind a plain node:http server, in its own process, for
// bench/seamless-vs-ledger.ts: real HTTP (sockets, headers, JSON bodies, signatures) without a Next build.
//
//   DATABASE_URL=postgres://… node --conditions=react-server --import tsx bench/lib/seamless-route-server.ts <port> <pool>
//
// Prints "listening <port>" once it accepts connections.
import { createServer } from 'node:http';
import { createDatabase } from '@/server/db/create-database';
import { setDatabaseForTests } from '@/server/db/get-database';
import { POST } from '@/app/api/v1/seamless/[provider]/[action]/route';

const port = Number(process.argv[2] ?? '3399');
const pool = Number(process.argv[3] ?? '32');
const ROUTE = /^\/api\/v1\/seamless\/([^/]+)\/([^/]+)$/;

async function main(): Promise<void> {
  // The app's pool is 10 connections by default; the benchmark sizes it to its concurrency (docs/benchmarks.md).
  setDatabaseForTests(await createDatabase({ url: process.env.DATABASE_URL, maxConnections: pool }));
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
      const match = ROUTE.exec(url.pathname);
      if (req.method !== 'POST' || !match) {
        res.writeHead(404).end();
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
      const request = new Request(url, { method: 'POST', headers, body: Buffer.concat(chunks) });
      POST(request, { params: Promise.resolve({ provider: match[1], action: match[2] }) })
        .then(async (response) => {
          const body = Buffer.from(await response.arrayBuffer());
          res.writeHead(response.status, { 'content-type': response.headers.get('content-type') ?? 'application/json', 'content-length': body.length });
          res.end(body);
        })
        .catch((error: unknown) => {
          console.error('[seamless-route-server]', error);
          res.writeHead(500).end();
        });
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(port, '127.0.0.1', () => console.log(`listening ${port}`));
}

main().catch((error: unknown) => {
  console.error('[seamless-route-server] failed', error);
  process.exit(1);
});
