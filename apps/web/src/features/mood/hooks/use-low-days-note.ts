import { todayIso } from '@mentora/domain/dates';
import { LowDaysDismissedSchema, suggestTalking } from '@mentora/domain/low-days';
import { useState } from 'react';
import { readKey, writeKey } from '@/lib/storage/storage';
import { useStored } from '@/lib/storage/use-stored';
import { readMoodHistory, readMoodLevels } from '../lib/mood-storage';

const readDismissed = () =>
  readKey<string | null>('lowDaysNoteDismissed', LowDaysDismissedSchema, null);

/**
 * Whether the mood section suggests talking to someone: three low days among the last five
 * (packages/domain/src/low-days.ts), read from the slider and quiz as they are saved, so it
 * appears as soon as the third low day is recorded. Dismissing it stores today's date under
 * `lowDaysNoteDismissed` (this device only); it comes back once a later day is low. Where the
 * browser will not store the date, it stays dismissed for this visit.
 */
export function useLowDaysNote(): { show: boolean; dismiss(): void } {
  const [moodLevels] = useStored('moodLevels', readMoodLevels);
  const [moodHistory] = useStored('moodHistory', readMoodHistory);
  const [dismissedOn] = useStored('lowDaysNoteDismissed', readDismissed);
  const [unsaved, setUnsaved] = useState<string | null>(null);
  const today = todayIso();
  const show = suggestTalking({
    moodLevels,
    moodHistory,
    today,
    dismissedOn: unsaved ?? dismissedOn,
  });
  const dismiss = () => {
    const on = todayIso();
    setUnsaved(writeKey('lowDaysNoteDismissed', on).ok ? null : on);
  };
  return { show, dismiss };
}
