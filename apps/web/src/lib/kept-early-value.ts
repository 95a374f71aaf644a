import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { EarlyValues } from './early-values';

/**
 * A prerendered page can be used before its code arrives: a person may move its slider or type
 * into its fields. Hydration keeps what the control shows, but the component's state still holds
 * the value the page was prerendered with, and its next render would put that back. This hands
 * the control's own value to the state once, in the commit that hydrates it (for a control
 * rendered by the app, the two are the same and nothing happens). A control React rendered
 * afresh (the device has data of its own) takes the value noted for it (lib/early-values.ts),
 * and the focus if it had it.
 */
export function useKeptEarlyValue(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  onValue: (value: string) => void,
) {
  const first = useRef({ value, onValue });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (el.value !== first.current.value) first.current.onValue(el.value);
    // Built afresh (the device has data of its own): the value noted for it, if any. (Hydrated,
    // the field shows that value already, and it is only taken off the list.)
    (window as { __kept?: EarlyValues }).__kept?.take(el, first.current.onValue);
  }, [ref]);
}
