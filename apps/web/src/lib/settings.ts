import { DEFAULT_SETTINGS, SettingsSchema, type Settings } from '@mentora/domain/settings';
import { readKey, subscribe, writeKey, type WriteResult } from './storage/storage';
import { useStored } from './storage/use-stored';
import { applyTheme } from './theme';

export function readSettings(): Settings {
  return readKey('settings', SettingsSchema, DEFAULT_SETTINGS);
}

/** Merges a change into the saved settings; a theme change shows at once. */
export function saveSettings(patch: Partial<Settings>): WriteResult {
  const next = { ...readSettings(), ...patch };
  const result = writeKey('settings', next);
  if (result.ok && 'darkMode' in patch) applyTheme(next.darkMode);
  return result;
}

/** The current settings and a setter that merges a change and saves it. */
export function useSettings(): [Settings, (patch: Partial<Settings>) => WriteResult] {
  const [settings] = useStored('settings', readSettings);
  return [settings, saveSettings];
}

/** Whether sounds (meditation tone, game sounds) are on. Read at the moment of playing. */
export function soundsEnabled(): boolean {
  return readSettings().sounds;
}

// Whatever changes the saved settings (this page, an import, sync, another tab), the theme
// follows at once on every page that has loaded this module.
if (typeof window !== 'undefined') {
  subscribe('settings', () => applyTheme(readSettings().darkMode));
}
