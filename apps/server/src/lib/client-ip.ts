import type { Context } from 'hono';

export type ClientIp = (c: Context) => string | undefined;

/** The address of the TCP peer (no proxy headers are trusted by default). */
export const socketClientIp: ClientIp = (c) => {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
};
