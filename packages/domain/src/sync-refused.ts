/**
 * Records that sync did not take, and what the sync status says of them. No schema here: the
 * header shows the message on every page, while the record checks (sync-check.ts) load with the
 * sync engine.
 */

/** A record that was not taken: its kind and key as given, and why, in plain words. */
export interface RefusedRecord {
  kind: string;
  key: string;
  reason: string;
}

const KIND_NAMES: Record<string, string> = {
  mood: 'a mood',
  moodLevel: 'a mood level',
  journal: 'a journal entry',
  challenges: "a day's challenges",
  favorite: 'a favourite skill',
  customSkill: 'a coping skill of yours',
  safetyPlan: 'your safety plan',
  sleepTool: 'your sleep notes',
  grounding: 'your grounding answers',
  settings: 'your settings',
};

/** What the sync status says of records kept on this device only, or '' when there are none. */
export function refusedMessage(refused: readonly RefusedRecord[]): string {
  if (refused.length === 0) return '';
  const names = [
    ...new Set(
      refused.map((r) =>
        Object.hasOwn(KIND_NAMES, r.kind) ? KIND_NAMES[r.kind]! : `a record (${r.kind})`,
      ),
    ),
  ];
  const what = refused.length === 1 ? names[0] : `${refused.length} items (${names.join(', ')})`;
  const tooLarge = refused.some((r) => /too large/.test(r.reason));
  return `${what!.charAt(0).toUpperCase()}${what!.slice(1)} could not be synced to your account and ${
    refused.length === 1 ? 'is' : 'are'
  } kept on this device only${tooLarge ? ': too long to sync. Shorten it to sync it' : ` (${refused[0]!.reason})`}.`;
}
