import { DEFAULT_SETTINGS, SettingsSchema, type Settings } from '@mentora/domain/settings';
import { readKey, writeKey } from './storage/storage';
import { useStored } from './storage/use-stored';

export function readSettings(): Settings {
  return readKey('settings', SettingsSchema, DEFAULT_SETTINGS);
}

/** The current settings and a setter that merges a change and saves it. */
export function useSettings(): [Settings, (patch: Partial<Settings>) => void] {
  const [settings] = useStored('settings', readSettings);
  const update = (patch: Partial<Settings>) => {
    writeKey('settings', { ...readSettings(), ...patch });
  };
  return [settings, update];
}

/** Whether sounds (meditation tone, game sounds) are on. Read at the moment of playing. */
export function soundsEnabled(): boolean {
  return readSettings().sounds;
}
