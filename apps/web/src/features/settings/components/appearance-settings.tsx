import { effectiveTheme } from '@mentora/domain/settings';
import { useRef, useState } from 'react';
import { Switch } from '@/components/ui/switch';
import { useSettings } from '@/lib/settings';
import { writeFailureMessage } from '@/lib/storage/storage';
import { useSystemPrefersLight } from '@/lib/theme';
import { ErrorBox } from '@/components/ui/error-box';
import '../settings.css';

/** The Dark mode and Sounds switches. */
export function AppearanceSettings() {
  const [settings, save] = useSettings();
  const systemLight = useSystemPrefersLight();
  const [error, setError] = useState('');
  const darkSwitch = useRef<HTMLButtonElement>(null);
  const dark = effectiveTheme(settings.darkMode, systemLight) === 'dark';
  const followsSystem = settings.darkMode === undefined;

  const change = (patch: Parameters<typeof save>[0]) => {
    const r = save(patch);
    setError(r.ok ? '' : writeFailureMessage(r));
    return r.ok;
  };

  return (
    <>
      <Switch
        label="Dark mode"
        description={
          followsSystem
            ? "Following your device's setting. Switch it to choose for yourself."
            : 'Dark colours, easier on the eyes at night. Off gives the light theme.'
        }
        checked={dark}
        ref={darkSwitch}
        onCheckedChange={(on) => change({ darkMode: on })}
      />
      {followsSystem ? null : (
        <button
          type="button"
          className="btn btn-ghost btn-sm settings-inline-action"
          onClick={() => {
            // This button goes once the device is followed: the switch it set takes the focus.
            if (change({ darkMode: undefined })) darkSwitch.current?.focus();
          }}
        >
          Match my device instead
        </button>
      )}
      <Switch
        label="Sounds"
        description="The meditation tone and the gentle game sounds."
        checked={settings.sounds}
        onCheckedChange={(on) => change({ sounds: on })}
      />
      <ErrorBox message={error} />
    </>
  );
}
