import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A failure a route raises on purpose. The app's error handler turns it into the wrapper with the
 * status, the messages and the code; anything else that escapes a route becomes a logged 500.
 */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly messages: readonly string[];
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    code: string,
    messages: string | readonly string[],
    headers: Record<string, string> = {},
  ) {
    const list = typeof messages === 'string' ? [messages] : messages;
    super(list.join('; '));
    this.status = status;
    this.code = code;
    this.messages = list;
    this.headers = headers;
  }
}

export const badRequest = (messages: string | readonly string[], code = 'VALIDATION_ERROR') =>
  new HttpError(400, code, messages);

export const notFound = (message: string, code = 'NOT_FOUND') => new HttpError(404, code, message);

export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);
