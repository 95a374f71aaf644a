import { detectCrisis } from '@mentora/domain/crisis';
import { doubtFor, loadUnderstanding, type Understand, type Understanding } from '../understanding';

/** How written words just saved read: a crisis, a doubtful one, or neither (null). */
export type WrittenReading = 'written' | 'written-doubtful' | null;

/**
 * How written words that have just been saved read: the on-device model decides, loaded if need
 * be, as in the chat (docs/decisions/0033), and a reading over its threshold where everyday
 * words score too is doubtful ('mother in law is driving me up the wall'), as the chat asks
 * gently then. When the model cannot load (offline before it was cached) or fails to read them,
 * the phrase detector does, and what it finds is clear.
 */
export async function writtenReading(
  text: string,
  load: () => Promise<Understand | null> = loadUnderstanding,
  doubtful: (reading: Understanding) => boolean = (r) => !!doubtFor(r),
): Promise<WrittenReading> {
  const understand = await load();
  let crisis: boolean;
  try {
    if (understand) {
      const reading = understand(text);
      if (reading.crisis && doubtful(reading)) return 'written-doubtful';
      crisis = reading.crisis;
    } else crisis = detectCrisis(text);
  } catch (err) {
    console.warn('The on-device understanding could not read a saved entry.', err);
    crisis = detectCrisis(text);
  }
  return crisis ? 'written' : null;
}
