// The server bench's HTTP client (scripts/bench/server.ts): requests at a fixed concurrency, timed
// to the last byte of each reply.
import { Agent, request as httpRequest } from 'node:http';

/** Requests in flight at once (issue 25 item 6). */
export const CONCURRENCY = 20;

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** What the load needs of a reply: its status, once the last byte has arrived. */
export interface Reply {
  ok: boolean;
  status: number;
}

/**
 * The measured requests go out through Node's own HTTP client with keep-alive sockets, as a browser
 * keeps its connections: the client shares this machine's 2 cores with the server, and `fetch` costs
 * it about 0.8 ms of CPU a request (mostly decompressing the reply, which a browser does off the
 * server's clock) — CPU the server then lacks. Replies are read to the last byte, not decoded.
 */
const keepAlive = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

export function send(
  url: string,
  init: { method?: string; headers: Record<string, string>; body?: string },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method: init.method ?? 'GET',
        agent: keepAlive,
        // What a browser accepts: the server compresses large replies as it would for staff.
        headers: { 'accept-encoding': 'br, gzip', ...init.headers },
      },
      (incoming) => {
        incoming.on('data', () => undefined);
        incoming.on('end', () => {
          const status = incoming.statusCode ?? 0;
          resolve({ ok: status >= 200 && status < 300, status });
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

/** Runs `count` requests with `concurrency` in flight; answers the sorted latencies in ms. */
export async function load(
  count: number,
  request: (index: number) => Promise<Reply>,
  concurrency = CONCURRENCY,
): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  let firstFailure = '';
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      const started = performance.now();
      try {
        // A keep-alive socket the server closed just as a request went out is reset; a browser sends
        // the request again on a new connection, and so does this (the time of both counts).
        const reply = await request(index).catch(() => request(index));
        latencies.push(performance.now() - started);
        if (!reply.ok) {
          failures += 1;
          firstFailure ||= `HTTP ${reply.status}`;
        }
      } catch (error) {
        // A reset connection (a keep-alive socket closed under the client) counts as a failure.
        failures += 1;
        firstFailure ||= String(error instanceof Error ? (error.cause ?? error.message) : error);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (failures > count / 100)
    throw new Error(`${failures} of ${count} requests failed (first: ${firstFailure})`);
  return latencies.sort((a, b) => a - b);
}
