/**
 * Keeps what a person has typed across the reload that switches to a new version. Most text in
 * the app is already kept as drafts in local storage; this also covers fields that are not (the
 * chat box, a half-written custom skill). Before the reload, the page's non-empty text fields are
 * saved in sessionStorage by their label; after it, each is put back into the field with the same
 * label, on the same page, if that field is still empty. Passwords are never kept.
 */

export interface KeptField {
  label: string;
  value: string;
}

interface Kept {
  path: string;
  at: number;
  fields: KeptField[];
}

/** Kept text older than this is not restored. */
export const KEPT_MAX_AGE_MS = 10 * 60 * 1000;
/** How long after the reload a field may still appear (a lazy route, a modal) to be refilled. */
export const RESTORE_WINDOW_MS = 60 * 1000;

const TEXT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'number', '']);

type TextField = HTMLInputElement | HTMLTextAreaElement;

function isTextField(el: Element): el is TextField {
  if (el instanceof HTMLTextAreaElement) return !el.disabled && !el.readOnly;
  if (!(el instanceof HTMLInputElement)) return false;
  const type = (el.getAttribute('type') ?? '').toLowerCase();
  return TEXT_TYPES.has(type) && !el.disabled && !el.readOnly;
}

/** The field's name as a person sees it: its aria-label, aria-labelledby, label or placeholder. */
export function fieldLabel(el: TextField): string {
  const doc = el.ownerDocument;
  const aria = el.getAttribute('aria-label')?.trim();
  if (aria) return aria;
  const ids = el.getAttribute('aria-labelledby');
  if (ids) {
    const text = ids
      .split(/\s+/)
      .map((id) => doc.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ')
      .trim();
    if (text) return text;
  }
  const label = el.labels?.[0]?.textContent?.trim();
  if (label) return label;
  return el.placeholder.trim() || el.name;
}

const textFields = (doc: Document) =>
  Array.from(doc.querySelectorAll('input, textarea')).filter(isTextField);

/** Saves the page's non-empty text fields under `key`. */
export function keepTypedText(
  doc: Document,
  storage: Storage,
  key: string,
  path: string,
  now = Date.now(),
): KeptField[] {
  const fields = textFields(doc)
    .map((el) => ({ label: fieldLabel(el), value: el.value }))
    .filter((f) => f.label !== '' && f.value.trim() !== '');
  if (fields.length === 0) return [];
  try {
    storage.setItem(key, JSON.stringify({ path, at: now, fields } satisfies Kept));
  } catch {
    return [];
  }
  return fields;
}

function parseKept(raw: string | null): Kept | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<Kept>;
    if (typeof data.path !== 'string' || typeof data.at !== 'number') return null;
    if (!Array.isArray(data.fields)) return null;
    const fields = data.fields.filter(
      (f): f is KeptField =>
        typeof f === 'object' &&
        f !== null &&
        typeof (f as KeptField).label === 'string' &&
        typeof (f as KeptField).value === 'string',
    );
    return { path: data.path, at: data.at, fields };
  } catch {
    return null;
  }
}

/** Sets a field's value the way typing does, so the app's own state follows. */
function fill(el: TextField, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  const setter = Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set;
  if (setter) setter.call(el, value);
  else el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Puts kept text back into empty fields with the same label as they appear, for up to
 * `windowMs`. Returns a function that stops watching.
 */
export function restoreTypedText(
  doc: Document,
  storage: Storage,
  key: string,
  path: string,
  { now = Date.now(), windowMs = RESTORE_WINDOW_MS } = {},
): () => void {
  const kept = parseKept(storage.getItem(key));
  storage.removeItem(key);
  if (!kept || kept.path !== path || now - kept.at > KEPT_MAX_AGE_MS) return () => {};
  const pending = [...kept.fields];
  /** Fills what it can; true when nothing is left to restore. */
  const tryFill = () => {
    for (const el of textFields(doc)) {
      if (el.value !== '') continue;
      const label = fieldLabel(el);
      const i = pending.findIndex((f) => f.label === label);
      if (i < 0) continue;
      fill(el, pending[i]!.value);
      pending.splice(i, 1);
    }
    return pending.length === 0;
  };
  const View = doc.defaultView;
  if (tryFill() || !View) return () => {};
  const observer = new View.MutationObserver(() => {
    if (tryFill()) stop();
  });
  const timer = setTimeout(stop, windowMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  // A field may appear later (a lazy route, a modal) or become editable (the chat box once a
  // mentor is chosen).
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled', 'readonly'],
  });
  return stop;
}
