/**
 * Whether a message only says the writer is off to sleep ('going to sleep now', 'ok im off to bed,
 * night', 'gonna try and get some sleep x'). People leave a chat that way every night; the model,
 * which met going to sleep mostly in crises ('i just want to go to sleep and not wake up'), read
 * 'going to sleep now' as a crisis (0.119) and 'i think ill go to sleep' as a clear one (0.217).
 * Read over the normalised words of the whole message: every word must be one of these, with a
 * word of sleep or bed and one of going among them. One word more ('going to sleep now and not
 * waking up', 'going to sleep forever', 'going to sleep, goodbye everyone', 'took something so i
 * sleep long') and it is the model's.
 */
import { onlyWordsOf } from './phone-charge';

/** What the writer is off to. */
const SLEEP = new Set('sleep|bed|nap|kip|snooze|shuteye|sleepies|rest|lie'.split('|'));

/** Going, or about to ('heading to bed', 'getting some sleep', 'gonna try and sleep'). */
const GOING = new Set(
  'going|go|off|heading|head|get|getting|try|trying|hit|hitting|catch|need|must'.split('|'),
);

/**
 * What else such a message says: who, when, how it ends the chat. No word of never, forever, not
 * waking, the last time, love to all or a farewell for good is here ('goodbye' alone is asked
 * about: docs/decisions/0056).
 */
const AROUND = new Set(
  (
    'i|am|ill|will|think|to|the|a|an|some|bit|of|in|and|now|soon|early|then|so|for|night|' +
    'tonight|evening|time|its|it|is|well|okay|right|anyway|just|really|finally|quick|' +
    'little|proper|actually|got|do|my|me|be|you|thanks|thank|cheers|bye|goodnight|good|gn|' +
    'nighty|talk|tomorrow|later|ttyl|speak|chat|see|x|xx|lol|haha|ha|mate|hun|babe|' +
    'yeah|yes|yep|oh|um|tired|sleepy|knackered|exhausted|shattered|work|start|shift|school|' +
    'have|down|thats|straight|home'
  ).split('|'),
);

/** Whether normalised words only say the writer is off to sleep. */
export const offToBedOnly = (words: readonly string[]): boolean =>
  onlyWordsOf(
    words,
    AROUND,
    (w) => SLEEP.has(w),
    (w) => GOING.has(w),
  );
