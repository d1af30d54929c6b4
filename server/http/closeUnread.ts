import type { MiddlewareHandler } from 'hono';
import { IncomingMessage, ServerResponse } from 'node:http';

/** The Node request and response @hono/node-server passes as the environment; absent in app.request(). */
export function nodePair(env: unknown): { incoming: IncomingMessage; outgoing: ServerResponse } | null {
  if (typeof env !== 'object' || env === null) return null;
  const { incoming, outgoing } = env as { incoming?: unknown; outgoing?: unknown };
  return incoming instanceof IncomingMessage && outgoing instanceof ServerResponse
    ? { incoming, outgoing }
    : null;
}

/**
 * For routes that take large bodies (card uploads): when the answer goes out before the body was read
 * (no session, no permission), the connection is closed once the answer is sent, instead of Node
 * reading and throwing away the rest of a body that may be 150 MB, or the client waiting on a server
 * that reads nothing. Put it before the guards.
 */
export function closeWhenBodyUnread(path: RegExp): MiddlewareHandler {
  return async (c, next) => {
    const pair = path.test(c.req.path) ? nodePair(c.env) : null;
    if (pair) {
      const { incoming, outgoing } = pair;
      outgoing.once('finish', () => {
        if (!incoming.complete) incoming.socket.destroy();
      });
    }
    await next();
  };
}
