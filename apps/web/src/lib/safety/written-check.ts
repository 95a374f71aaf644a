import { detectCrisis } from '@mentora/domain/crisis';
import { loadUnderstanding, type Understand } from '../understanding';

/**
 * Whether written words that have just been saved read as a crisis: the on-device model decides,
 * loaded if need be, as in the chat (docs/decisions/0033). When it cannot load (offline before it
 * was cached) or fails to read them, the phrase detector does.
 */
export async function writtenReadsAsCrisis(
  text: string,
  load: () => Promise<Understand | null> = loadUnderstanding,
): Promise<boolean> {
  const understand = await load();
  if (!understand) return detectCrisis(text);
  try {
    return understand(text).crisis;
  } catch (err) {
    console.warn('The on-device understanding could not read a saved entry.', err);
    return detectCrisis(text);
  }
}
