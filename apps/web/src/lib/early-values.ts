/**
 * What a person did to the prerendered page's fields before the app took it over, by field.
 * Hydration keeps a field's element, and with it what it shows; but on a device with data of its
 * own the first render differs from the prerendered page, and React builds the page afresh: the
 * elements a person used are gone. Their values wait here for the new ones (useKeptEarlyValue,
 * lib/kept-early-value.ts). This module is loaded only on a page a person has used early.
 */
export interface EarlyValues {
  /** Hands a field built afresh the value noted for it (once), and the focus if it had it. */
  take(el: HTMLInputElement | HTMLTextAreaElement, onValue: (value: string) => void): void;
}

/** A field is the same field in the prerendered page and in the app's render: same id or name. */
function key(el: Element | null): string | null {
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return null;
  const name = el.id || el.getAttribute('aria-label') || el.name;
  return name ? `${el.tagName}:${el.type}:${name}` : null;
}

/**
 * Called once the page's code has arrived, before React takes over the prerendered `root`, on
 * a page where a person has already changed a field: notes each changed field's value, and goes
 * on noting what is typed until the app is live (`root` loses its `data-prerendered` mark).
 */
export function watchEarlyValues(root: HTMLElement) {
  const at = location.pathname;
  const values = new Map<string, string>();
  /** The field last typed into while it had the focus. */
  let focused: string | null = null;
  const note = (el: Element | null) => {
    const k = key(el);
    if (!k) return;
    values.set(k, (el as HTMLInputElement).value);
    if (el === document.activeElement) focused = k;
  };
  for (const el of root.querySelectorAll<HTMLInputElement>('input, textarea')) {
    if (el.value !== el.defaultValue) note(el);
  }
  const onInput = (e: Event) => {
    if (root.hasAttribute('data-prerendered')) note(e.target as Element);
    else root.removeEventListener('input', onInput, true);
  };
  root.addEventListener('input', onInput, true);

  const kept: EarlyValues = {
    take(el, onValue) {
      // Only on the page they were noted on: a field of another page never takes them.
      const k = location.pathname === at ? key(el) : null;
      const value = k === null ? undefined : values.get(k);
      if (k === null || value === undefined) return;
      values.delete(k);
      if (value === el.value) return;
      onValue(value);
      const active = document.activeElement;
      if (focused === k && (!active || active === document.body)) {
        // It had the focus when React replaced it: typing goes on where it stopped.
        el.value = value;
        el.focus();
        try {
          el.setSelectionRange(value.length, value.length);
        } catch {
          /* a slider has no caret */
        }
      }
    },
  };
  (window as { __kept?: EarlyValues }).__kept = kept;
}
