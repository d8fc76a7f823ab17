// A stand-in for Sanity's query API: GET and POST /v2021-08-31/data/query/<dataset>, answered by groq-js over
// a dataset, so the Sanity source (its client, HTTP and parameter encoding) runs end to end without a network.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGroqDataset, evaluateGroq, QueryTreeCache } from '@/server/content/groq-dataset';

export interface RecordedRequest {
  method: string;
  /** Length of the URL's query string as sent (`?query=…&$param=…&perspective=…`). */
  searchLength: number;
  perspective: string | null;
  query: string;
}

export interface GroqServer {
  url: string;
  requests: RecordedRequest[];
  close: () => Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startGroqServer(documents: readonly { _id: string }[], options: { apiVersion?: string; dataset?: string } = {}): Promise<GroqServer> {
  const dataset = createGroqDataset(documents);
  const trees = new QueryTreeCache();
  const path = `/v${options.apiVersion ?? '2021-08-31'}/data/query/${options.dataset ?? 'production'}`;
  const requests: RecordedRequest[] = [];

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (url.pathname !== path || (request.method !== 'GET' && request.method !== 'POST')) return reply(response, 404, { error: 'not found' });
      let query: string;
      let params: Record<string, unknown> = {};
      if (request.method === 'GET') {
        query = url.searchParams.get('query') ?? '';
        for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
      } else {
        const body = JSON.parse(await readBody(request)) as { query: string; params?: Record<string, unknown> };
        query = body.query;
        params = body.params ?? {};
      }
      requests.push({ method: request.method, searchLength: url.search.length, perspective: url.searchParams.get('perspective'), query });
      const started = performance.now();
      const result = await evaluateGroq(dataset, trees.get(query, params), params);
      reply(response, 200, { ms: Math.round(performance.now() - started), result });
    } catch (error) {
      reply(response, 400, { error: { description: error instanceof Error ? error.message : String(error) } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
