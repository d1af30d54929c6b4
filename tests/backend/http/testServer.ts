import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server saw it. */
export interface SeenRequest {
  method: string;
  /** Path without the query ('/api/auth/login'). */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
  params: Record<string, string>;
  /** Parses a multipart body the way a server would. */
  formData(): Promise<FormData>;
}

export interface Reply {
  status?: number;
  /** Sent as JSON; omitted means no body. */
  json?: unknown;
  /** Sent as-is (for non-JSON or hand-written bodies). */
  text?: string;
  headers?: Record<string, string>;
  /** Wait before answering (for abort, timeout and concurrency tests). */
  delayMs?: number;
}

export type Handler = (request: SeenRequest) => Reply | Promise<Reply>;

export interface TestServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Every request received, in order. */
  requests: SeenRequest[];
  /** Routes `METHOD /path/:param`; a later route for the same pattern replaces the earlier one. */
  on(method: string, pattern: string, handler: Handler | Reply): void;
  /** Forget routes and recorded requests between tests. */
  reset(): void;
  close(): Promise<void>;
}

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  key: string;
  handler: Handler;
}

function compile(pattern: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) {
        names.push(part.slice(1));
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { regex: new RegExp(`^${source}$`), names };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseJson(body: Buffer): unknown {
  try {
    return body.length === 0 ? undefined : (JSON.parse(body.toString('utf8')) as unknown);
  } catch {
    return undefined;
  }
}

/** A real HTTP server on a free local port with a tiny router, so the backend is tested over the wire. */
export async function startTestServer(): Promise<TestServer> {
  let routes: Route[] = [];
  const requests: SeenRequest[] = [];

  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://localhost');
      const method = request.method ?? 'GET';
      const route = routes.find((entry) => entry.method === method && entry.pattern.test(url.pathname));
      const match = route ? route.pattern.exec(url.pathname) : null;
      const params = Object.fromEntries(
        (route?.names ?? []).map((name, index) => [name, match?.[index + 1] ?? '']),
      );
      const seen: SeenRequest = {
        method,
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
        json: parseJson(body),
        params,
        formData: () =>
          new Response(new Uint8Array(body), {
            headers: { 'content-type': request.headers['content-type'] ?? '' },
          }).formData(),
      };
      requests.push(seen);
      const reply: Reply = route ? await route.handler(seen) : { status: 404, json: { message: 'No route' } };
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (response.destroyed) return;
      const headers: Record<string, string> = { ...reply.headers };
      let payload = '';
      if (reply.json !== undefined) {
        payload = JSON.stringify(reply.json);
        headers['content-type'] ??= 'application/json';
      } else if (reply.text !== undefined) {
        payload = reply.text;
      }
      response.writeHead(reply.status ?? 200, headers);
      response.end(payload);
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    on(method, pattern, handler) {
      const upper = method.toUpperCase();
      const key = `${upper} ${pattern}`;
      const { regex, names } = compile(pattern);
      const fn: Handler = typeof handler === 'function' ? handler : () => handler;
      routes = [
        { method: upper, pattern: regex, names, key, handler: fn },
        ...routes.filter((r) => r.key !== key),
      ];
    },
    reset() {
      routes = [];
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An origin where nothing listens: a port that was free a moment ago. Requests to it are refused. */
export async function closedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
