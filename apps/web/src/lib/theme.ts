import { effectiveTheme, type Theme } from '@mentora/domain/settings';
import { useSyncExternalStore } from 'react';

const LIGHT_QUERY = '(prefers-color-scheme: light)';

/** The browser-bar colour of each theme (the page background). */
export const THEME_COLOR: Record<Theme, string> = { dark: '#12162a', light: '#f6f5fc' };

function lightQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(LIGHT_QUERY)
    : null;
}

/** Whether the device asks for a light theme. */
export function systemPrefersLight(): boolean {
  return lightQuery()?.matches ?? false;
}

/**
 * Applies the theme choice to the page at once: `data-theme` on <html> for a choice, none to
 * follow the system. public/theme-init.js does the same before the first paint.
 */
export function applyTheme(darkMode: boolean | undefined): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  if (darkMode === undefined) root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', darkMode ? 'dark' : 'light');
  const meta = document.querySelector('meta[name="theme-color"]');
  meta?.setAttribute('content', THEME_COLOR[effectiveTheme(darkMode, systemPrefersLight())]);
}

function subscribeSystem(onChange: () => void): () => void {
  const q = lightQuery();
  q?.addEventListener('change', onChange);
  return () => q?.removeEventListener('change', onChange);
}

/** Whether the device asks for a light theme, kept up to date as it changes. */
export function useSystemPrefersLight(): boolean {
  return useSyncExternalStore(subscribeSystem, systemPrefersLight, () => false);
}
