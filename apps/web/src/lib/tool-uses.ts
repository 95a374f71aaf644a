import { toLocalIsoTime, type ToolKey, type ToolUse } from '@mentora/domain/tool-use-schema';
import type { WriteResult } from './storage/storage';
import { readKindData, writeKindData } from './sync/local-data';

// The uses of the tools (breathing, meditation, grounding, the games, creative prompts, a coping
// skill) with how distressed the person felt before and after, kept through the data registry
// (kind `toolUses`), so they sync, export and delete like the rest of the person's data. Loaded
// only when a use is saved or read, never with a page.

/** The uses stored on this device, oldest first; anything unreadable is set aside. */
export function readToolUses(): ToolUse[] {
  return readKindData('toolUses');
}

/**
 * Saves a use: a new one is added, one with the same id (the same use, now with its end or its
 * 'And now?' rating) replaces the stored one. Nothing else stored is changed.
 */
export function saveToolUse(use: ToolUse): WriteResult {
  const before = readToolUses();
  const at = before.findIndex((u) => u.id === use.id);
  const next = at === -1 ? [...before, use] : before.map((u, i) => (i === at ? use : u));
  return writeKindData('toolUses', next, before);
}

/** A use as the tools know it: its moments as dates (kept as local ISO time with the offset). */
export interface ToolUseDraft {
  id: string;
  tool: ToolKey;
  startedAt: Date;
  endedAt: Date;
  before?: number;
  after?: number;
}

/** Saves a use from the tools (see saveToolUse); an end before its start is read as the start. */
export function saveToolUseDraft({ startedAt, endedAt, ...rest }: ToolUseDraft): WriteResult {
  const end = endedAt < startedAt ? startedAt : endedAt;
  return saveToolUse({
    ...rest,
    startedAt: toLocalIsoTime(startedAt),
    endedAt: toLocalIsoTime(end),
  });
}
