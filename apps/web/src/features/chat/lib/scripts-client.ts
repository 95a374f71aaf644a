import { ScriptsFileSchema, type ScriptsFile } from '@mentora/domain/mentor-script';

/** Where the mentor scripts are served from (SPEC 7). */
export const SCRIPTS_URL = '/chatresponse.json';

let cached: Promise<ScriptsFile> | null = null;

async function fetchScripts(): Promise<ScriptsFile> {
  const res = await fetch(SCRIPTS_URL, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`mentor scripts: HTTP ${res.status}`);
  return ScriptsFileSchema.parse(await res.json());
}

/**
 * The mentor scripts, fetched once, checked against the schema and kept in memory. A failed
 * fetch is forgotten, so the next call (the next message or mentor choice) tries again.
 */
export function loadScripts(): Promise<ScriptsFile> {
  if (!cached) {
    const attempt = fetchScripts();
    cached = attempt;
    attempt.catch(() => {
      if (cached === attempt) cached = null;
    });
  }
  return cached;
}

/** Forgets the cached scripts (tests). */
export function resetScriptsCache() {
  cached = null;
}
