import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A prerendered page can be used before its code arrives: a person may move its slider or type
 * into its fields. Hydration keeps what the control shows, but the component's state still holds
 * the value the page was prerendered with, and its next render would put that back. This hands
 * the control's own value to the state once, in the commit that hydrates it (for a control
 * rendered by the app, the two are the same and nothing happens).
 */
export function useKeptEarlyValue(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  onValue: (value: string) => void,
) {
  const first = useRef({ value, onValue });
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && el.value !== first.current.value) first.current.onValue(el.value);
  }, [ref]);
}
