import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit as streamingBodyLimit } from 'hono/body-limit';

export interface BodyLimitOptions {
  maxSize: number;
  onError: (c: Context) => Response | Promise<Response>;
}

/**
 * hono's bodyLimit, judging a request that declares its length (and is not chunked) by that
 * header alone, as hono does, but without first turning its body into a web stream: the handler
 * then reads the body straight from the socket. Chunked bodies are counted as they stream in.
 */
export function bodyLimit(opts: BodyLimitOptions): MiddlewareHandler {
  const streaming = streamingBodyLimit(opts);
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return parseInt(length || '0', 10) > opts.maxSize ? opts.onError(c) : next();
    }
    return streaming(c, next);
  };
}
