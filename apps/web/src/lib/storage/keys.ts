/**
 * Every localStorage key the app uses. Keep this list complete: export, sync and the
 * corrupt-storage fault test all read it.
 */
export const STORAGE_KEYS = [
  'settings',
  'guestMode',
  'syncState',
  'authUser',
  // The account whose session ended elsewhere (deleted, signed out, expired) while this device
  // held its data: that data joins no other account until the person says what to do with it.
  'heldData',
  'moodHistory',
  'moodLevels',
  'journalHistory',
  'journalDraft',
  'journalEditDraft',
  // A check-in and a custom skill being written, not yet saved (kept like the journal's draft).
  'checkInDraft',
  'customSkillDraft',
  'dailyChallenges',
  'copingSkillsFavorites',
  'copingSkillsCustom',
  'safetyPlan',
  // The words of safety plan items over their limit, not saved in the plan until shortened.
  'safetyPlanDraft',
  'sleepTool',
  'groundingAnswers',
  'toolUses',
  'activities',
  // Check-ins are kept one month a key, under `checkIns:YYYY-MM` (see the registry).
  // The country chosen for the helplines in 'Need urgent help?' (this device only, never synced).
  'helplineCountry',
  // The date of the chat's last crisis reply, for one check-in within 7 days (this device only).
  'lastCrisisDate',
  // The date the low-days suggestion in the mood section was last dismissed (this device only).
  'lowDaysNoteDismissed',
  // What the last import from another app added (record ids only), so it can be undone for a
  // day (this device only, never synced).
  'lastImport',
] as const;

export type StorageKey = (typeof STORAGE_KEYS)[number];
