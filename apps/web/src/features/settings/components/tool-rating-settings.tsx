import { useState } from 'react';
import { Switch } from '@/components/ui/switch';
import { ErrorBox } from '@/components/ui/error-box';
import { useSettings } from '@/lib/settings';
import { writeFailureMessage } from '@/lib/storage/storage';

/** The setting's label, as in the domain's ASK_RATINGS_LABEL (a test holds them together). */
export const ASK_RATINGS_SWITCH = 'Ask how I feel before and after tools';

/** 'Ask how I feel before and after tools': off hides every rating on the tools. */
export function ToolRatingSettings() {
  const [settings, save] = useSettings();
  const [error, setError] = useState('');
  return (
    <>
      <Switch
        label={ASK_RATINGS_SWITCH}
        description="A quick 0 to 10 of how distressed you feel as a tool opens and as it closes, so you can see what helps you. Every question can be skipped."
        checked={settings.askToolRatings}
        onCheckedChange={(on) => {
          const r = save({ askToolRatings: on });
          setError(r.ok ? '' : writeFailureMessage(r));
        }}
      />
      <ErrorBox message={error} />
    </>
  );
}
