import { useSyncExternalStore } from 'react';

/**
 * Whether the chat has answered with its crisis reply during this visit, or help has been
 * offered after a saved journal entry or written response (use-help-offer.ts). Kept in memory
 * only (never stored): for the rest of the visit, 'Need urgent help?' in the header stands out.
 * Set by the chat and the routes, read by the safety feature's button, so it lives here.
 */
let shown = false;
const listeners = new Set<() => void>();

export function markCrisisShown() {
  if (shown) return;
  shown = true;
  listeners.forEach((l) => l());
}

export function crisisShown(): boolean {
  return shown;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the chat has shown its crisis reply, or help was offered, in this visit. */
export function useCrisisShown(): boolean {
  return useSyncExternalStore(subscribe, crisisShown, () => false);
}

/** Forgets it (tests). */
export function resetCrisisShown() {
  shown = false;
  listeners.forEach((l) => l());
}
