import type { CopingSkill } from '@mentora/domain/coping-skill-schema';
import type { UserData } from '@mentora/domain/data-kinds';
import { skillIdOf, type ToolUse } from '@mentora/domain/tool-use-schema';
import { useEffect, useState } from 'react';
import { readDeviceData } from '@/lib/sync/local-data';
import { getSyncStatus, subscribeSyncStatus } from '@/lib/sync/status-store';

/**
 * The person's data on this device, read once through the one reader of device data, and again
 * whenever a sync round has brought this device up to date (a summary opened on a new device
 * fills in as the account's data arrives).
 */
export function useDeviceData(): UserData {
  const [data, setData] = useState(readDeviceData);
  useEffect(
    () =>
      subscribeSyncStatus(() => {
        if (getSyncStatus().state === 'synced') setData(readDeviceData());
      }),
    [],
  );
  return data;
}

type SkillNames = readonly Pick<CopingSkill, 'id' | 'name'>[];

/**
 * The built-in coping skills, for the names of skills tried with 'Try this now'. Their texts are
 * fetched only when one of `uses` is a skill, so the summary's first load does not carry them;
 * until they arrive (or if they cannot), such a skill is named 'A coping skill'.
 */
export function useBuiltInSkills(uses: readonly ToolUse[]): SkillNames {
  const [skills, setSkills] = useState<SkillNames>([]);
  const needed = skills.length === 0 && uses.some((u) => skillIdOf(u.tool) !== null);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    import('@mentora/domain/coping-skills')
      .then(({ BUILT_IN_SKILLS }) => {
        if (live) setSkills(BUILT_IN_SKILLS);
      })
      .catch((err: unknown) => console.warn('Could not load the coping skills’ names', err));
    return () => {
      live = false;
    };
  }, [needed]);
  return skills;
}
