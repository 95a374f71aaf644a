import { vi } from 'vitest';

/** A sync request a test holds: its body, and how to answer it. */
export type HeldRequest = { body: { changes: unknown[] }; answer(body: unknown): void };

/**
 * For unit tests: stubs fetch so each sync request waits in the returned list until the test
 * answers it. Undo with vi.unstubAllGlobals().
 */
export function holdSyncRequests(): HeldRequest[] {
  const held: HeldRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((resolve) =>
          held.push({
            body: JSON.parse(String(init.body)) as HeldRequest['body'],
            answer: (body) => resolve(new Response(JSON.stringify(body), { status: 200 })),
          }),
        ),
    ),
  );
  return held;
}
