import { detectCrisis } from '@mentora/domain/crisis';
import { loadUnderstanding, type Understand } from '../understanding';

/**
 * Whether written words that have just been saved read as a crisis: the phrase detector at
 * once, and otherwise the on-device model, loaded if need be. Resolves false when neither flags
 * them, or the model cannot load (offline before it was cached) or fails to read them.
 */
export async function writtenReadsAsCrisis(
  text: string,
  load: () => Promise<Understand | null> = loadUnderstanding,
): Promise<boolean> {
  if (detectCrisis(text)) return true;
  const understand = await load();
  if (!understand) return false;
  try {
    return understand(text).crisis;
  } catch (err) {
    console.warn('The on-device understanding could not read a saved entry.', err);
    return false;
  }
}
