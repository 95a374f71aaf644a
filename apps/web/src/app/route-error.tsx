import { useEffect } from 'react';
import { Link } from 'react-router';

/** True when the error is a code chunk that failed to download (offline, or a stale deploy). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch|ChunkLoadError|Unable to preload/i.test(
    message,
  );
}

/** What a person sees when a page fails: a calm message, Retry and a way home. */
export function RouteError({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    console.error('[route] failed:', error);
  }, [error]);

  return (
    <main className="center-message">
      <div>
        <h1>{chunk ? "This part of Mentora didn't load" : 'Something went wrong'}</h1>
        <p className="muted">
          {chunk
            ? 'It may be a shaky connection. Nothing you saved is lost. Try again in a moment.'
            : 'Nothing you saved is lost. Reloading usually sorts it out.'}
        </p>
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          Retry
        </button>{' '}
        <Link className="btn btn-secondary" to="/">
          Home
        </Link>
      </div>
    </main>
  );
}
