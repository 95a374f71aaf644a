/** A failed call to our own API, with the server's code and a message a person can read. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** For a 429: in how many seconds the server takes requests again (its Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const OFFLINE_MESSAGE =
  "You're offline, and this needs a connection. Everything else in Mentora keeps working without one.";

/**
 * Calls a JSON endpoint of our API. Throws ApiError (status 0 when the network is down); a
 * refusal without a message of its own says "<what> failed (<status>)".
 */
export async function apiFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; what?: string } = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: init.body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(OFFLINE_MESSAGE, 0, 'OFFLINE');
  }
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!res.ok) {
    const body = (data ?? {}) as { message?: unknown; error?: unknown; code?: unknown };
    const message =
      typeof body.message === 'string'
        ? body.message
        : typeof body.error === 'string'
          ? body.error
          : `${init.what ?? 'Request'} failed (${res.status})`;
    const retryAfter = Number(res.headers.get('Retry-After')) || undefined;
    throw new ApiError(
      message,
      res.status,
      typeof body.code === 'string' ? body.code : undefined,
      retryAfter,
    );
  }
  return data as T;
}
