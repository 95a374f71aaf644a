/**
 * The buttons and forms a person pressed on a prerendered page before its code arrived, held
 * by the page's loader (scripts/prerender.mjs, `window.__early`) and pressed again once the
 * page is the app's (docs/decisions/0021). Loaded only when a press was held (`Live`,
 * app/router.tsx), so it is not on the start page's budget.
 *
 * Hydration keeps the page's elements, so each is pressed as it is. On a device with data of
 * its own React builds the page afresh: the element pressed has left the page, and its
 * counterpart in the new one is pressed instead, the same kind of control with the same name,
 * in the same place among its namesakes. A control the new page does not have is not pressed.
 */

/** A control's name, the same in the prerendered page and in the page built afresh. */
function nameOf(el: Element): string {
  const named = el.getAttribute('aria-label') || el.id;
  if (named) return named;
  // A form's text holds its fields' text, which the new page may show otherwise.
  if (el.tagName === 'FORM') return el.getAttribute('name') ?? '';
  return (el.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The controls of `el`'s kind and name in `within` (itself included), in document order. */
function namesakes(el: Element, within: Element): Element[] {
  const name = nameOf(el);
  return [within, ...within.querySelectorAll(el.tagName)].filter(
    (c) => c.tagName === el.tagName && nameOf(c) === name,
  );
}

/** The outermost ancestor of `el`: the document, or the top of a part removed from it. */
function topOf(el: Element): Element {
  let top = el;
  while (top.parentElement) top = top.parentElement;
  return top;
}

/** The control to press for a held one: itself while in the page, else its counterpart. */
export function counterpartOf(held: Element, root: Element): Element | null {
  if (held.isConnected) return held;
  const place = namesakes(held, topOf(held)).indexOf(held);
  return namesakes(held, root)[place] ?? null;
}

/** Presses a held control as the person did: a button is clicked, a form sent. */
function press(el: Element) {
  if (el instanceof HTMLFormElement) el.requestSubmit();
  else if (el instanceof HTMLElement) el.click();
}

/**
 * Presses the held controls, in order, in a task after the page's effects have run: a field's
 * kept value (lib/kept-early-value.ts) reaches its store's subscribers only when they
 * subscribe, in an effect, and a Send pressed before that would send what the page was
 * prerendered with.
 */
export function pressHeld(held: readonly Element[]) {
  const root = document.getElementById('root');
  if (!root) return;
  setTimeout(() => {
    // Found in the page as it was built, before a press changes it; a control an earlier
    // press took away is not pressed.
    const targets = held.map((el) => counterpartOf(el, root));
    for (const el of targets) if (el?.isConnected) press(el);
  });
}
