import type { CrisisCheck } from '@mentora/domain/chat';
import { detectCrisis } from '@mentora/domain/crisis';
import type * as DoubtModule from '@mentora/domain/crisis-doubt';
import type { CrisisKind, Understanding } from '@mentora/understanding/understand-default';

export type { Understanding };
import { SETTLE_MS, whenSettled } from './when-settled';

/** The on-device model's reading of a message (packages/understanding). */
export type Understand = (text: string) => Understanding;

/**
 * What loads the model: its module, fetched on its own (a chunk of its own, `understand-*`), with
 * the check of whether a crisis is someone else's.
 */
export type ModelImporter = () => Promise<{
  understand: Understand;
  aboutSomeoneElse?: (text: string) => boolean;
  /** Whether a crisis reading is clear, not doubtful (without it, every crisis is clear). */
  isClearCrisis?: (reading: Understanding) => boolean;
  /** The safety net's words for a doubtful reading (without them, every crisis is clear). */
  doubt?: Doubt;
}>;

/** The safety net's words for a doubtful crisis reading, fetched with the model. */
export type Doubt = typeof DoubtModule;

/**
 * How long after the chat page has loaded the model's fetch starts (then in an idle moment): as
 * long as the app's other background start-up work (whenSettled). The first seconds belong to
 * the page's own start-up and the person's first taps, and evaluating the model is one task of
 * its own. Typed messages are guarded by the phrase detector until the model is there
 * (docs/decisions/0016).
 */
export const UNDERSTANDING_DELAY_MS = SETTLE_MS;

/** A performance mark set once the model is ready (seen in a trace; the end-to-end tests wait for it). */
export const UNDERSTANDING_READY_MARK = 'mentora:understanding-ready';

const importModel: ModelImporter = () => import('./understand-chunk');
/** What `loadUnderstanding` imports when given nothing (tests set another). */
let defaultImporter: ModelImporter = importModel;

/**
 * How long a typed message sent before the model has loaded waits for it before the phrase
 * detector's reading stands (the load starts at the first keystroke, so a wait is rare and short).
 */
export const MODEL_WAIT_MS = 4000;

let loaded: Understand | null = null;
let someoneElse: ((text: string) => boolean) | undefined;
let isClear: ((reading: Understanding) => boolean) | undefined;
let doubtWords: Doubt | undefined;
let loading: Promise<Understand | null> | null = null;
let reported = false;

/**
 * Loads the model, once: a second call joins the load under way, and later calls get the loaded
 * function. Resolves with null if it could not be loaded (offline before it was cached, say); that
 * is reported once, and the next call tries again. Meanwhile the phrase detector keeps guarding.
 */
export function loadUnderstanding(
  importer: ModelImporter = defaultImporter,
): Promise<Understand | null> {
  if (loaded) return Promise.resolve(loaded);
  if (!loading) {
    const attempt = importer().then(
      (mod) => {
        loaded = mod.understand;
        someoneElse = mod.aboutSomeoneElse;
        isClear = mod.isClearCrisis;
        doubtWords = mod.doubt;
        performance.mark?.(UNDERSTANDING_READY_MARK);
        return mod.understand;
      },
      (err: unknown) => {
        if (loading === attempt) loading = null;
        if (!reported) {
          reported = true;
          // A warning, not an error: the chat is still guarded, by the phrase detector.
          console.warn(
            'The on-device understanding did not load; the chat keeps to its phrase detector.',
            err,
          );
        }
        return null;
      },
    );
    loading = attempt;
  }
  return loading;
}

/**
 * The model, loaded if need be, or null if it could not load within `ms` (the load goes on, and
 * later messages get it).
 */
export function understandingWithin(ms: number): Promise<Understand | null> {
  if (loaded) return Promise.resolve(loaded);
  return Promise.race([
    loadUnderstanding(),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), ms)),
  ]);
}

/** The loaded model, or null until it has loaded. */
export function getUnderstand(): Understand | null {
  return loaded;
}

/**
 * What decides, now, whether typed text signals a crisis: the phrase detector until the model has
 * loaded (so no message is ever sent unguarded), then the model alone, with its precise rules
 * (docs/decisions/0033: the detector caught no crisis the model missed, and added false alarms).
 * Text the chosen mentor's script answers itself (`isScripted`: one of its own options typed out)
 * is left to the script by the model: our own lines are never a crisis.
 */
export function currentCrisisCheck(
  isScripted: (text: string) => boolean = () => false,
): CrisisCheck {
  if (!loaded) return detectCrisis;
  return (text) => !isScripted(text) && (readWithModel(text)?.crisis ?? detectCrisis(text));
}

/** The last text the model read, and its reading. */
let last: { text: string; reading: Understanding } | null = null;

/**
 * The loaded model's reading of a text, or null until it has loaded. The last reading is kept,
 * so the chat's crisis check and its reply read a message once. Should the model ever fail on a
 * text, the reading is null too, and the phrase detector guards that message as before the
 * model came: a message is never lost, nor sent unguarded.
 */
export function readWithModel(text: string): Understanding | null {
  if (!loaded) return null;
  if (last?.text !== text) {
    try {
      last = { text, reading: loaded(text) };
    } catch (err: unknown) {
      console.error('[understanding] could not read a message', err);
      return null;
    }
  }
  return last.reading;
}

/**
 * Whether typed text read as a crisis of this kind is someone else's ('my friend took all her
 * pills'), so the reply speaks to the one who can help. Only a suicide, self-harm or overdose:
 * abuse and danger are answered as the writer's own. False until the model has loaded.
 */
export function crisisOfSomeoneElse(text: string, kind: CrisisKind | null): boolean {
  return (
    (kind === 'suicide' || kind === 'self-harm' || kind === 'overdose') && !!someoneElse?.(text)
  );
}

/**
 * The safety net's words for a doubtful reading when the model's crisis reading is one: over its
 * threshold, but where everyday messages score too ('just got home'). The chat then asks gently,
 * with the same help shown. Undefined for a clear reading, or none.
 */
export function doubtFor(reading: Understanding | null): Doubt | undefined {
  return reading?.crisis && isClear && !isClear(reading) ? doubtWords : undefined;
}

/** The words for a doubtful reading, once the model has brought them. */
export function getDoubt(): Doubt | undefined {
  return doubtWords;
}

/**
 * Starts loading the model once the page has loaded and painted, a moment has passed and the
 * browser is idle (never as part of the page's first load). Call it from an effect of the chat;
 * returns a function that cancels the load if it has not started.
 */
export function loadUnderstandingAfterPaint(importer: ModelImporter = defaultImporter): () => void {
  if (loaded) return () => undefined;
  return whenSettled(() => void loadUnderstanding(importer), UNDERSTANDING_DELAY_MS);
}

/** Forgets the loaded model and any reported failure, and sets what loads it (tests). */
export function resetUnderstanding(importer: ModelImporter = importModel) {
  defaultImporter = importer;
  loaded = null;
  someoneElse = undefined;
  isClear = undefined;
  doubtWords = undefined;
  last = null;
  loading = null;
  reported = false;
}
