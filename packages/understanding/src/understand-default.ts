/**
 * The one entry: `understand(text)` with the model trained from the corpus. In the browser this
 * module (and the model with it) is loaded on demand, after the first paint; in Node it is
 * imported like any other. The model file is made by `npm run train`, which the build, the tests and the command run.
 */
import modelFile from '../model/model.js';
import type { Understanding } from './labels';
import { loadModel } from './model';
import { clearCrisisWith, understandWith } from './understand';

const model = loadModel(modelFile);

/** What a message says: whether it signals a crisis and which kind, and its topic. */
export const understand: (text: string) => Understanding = understandWith(model);

/**
 * Whether a crisis reading is clear (few messages that are not a crisis score as high), or
 * doubtful: the chat then asks gently whether the person is safe, with the same help shown.
 */
export const isClearCrisis: (reading: Understanding) => boolean = clearCrisisWith(model);

export type { CrisisKind, TopicId, Understanding } from './labels';

/** Whether a crisis message is about someone else in danger, not the writer (someone-else.ts). */
export { aboutSomeoneElse } from './someone-else';
