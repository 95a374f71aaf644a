// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectCrisis } from '@mentora/domain/crisis';
import {
  UNDERSTANDING_DELAY_MS,
  UNDERSTANDING_READY_MARK,
  currentCrisisCheck,
  getUnderstand,
  loadUnderstanding,
  loadUnderstandingAfterPaint,
  readWithModel,
  resetUnderstanding,
  type Understand,
} from './understanding';

const model: Understand = (text) => ({
  crisis: text.includes('tablets'),
  kind: text.includes('tablets') ? 'overdose' : null,
  topic: null,
  confidence: 1,
});
const importer = () => Promise.resolve({ understand: model });

beforeEach(() => {
  resetUnderstanding();
  performance.clearMarks(UNDERSTANDING_READY_MARK);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the on-device understanding in the chat', () => {
  it('until it has loaded, the phrase detector decides; then the model', async () => {
    expect(getUnderstand()).toBeNull();
    expect(currentCrisisCheck()).toBe(detectCrisis);
    expect(await loadUnderstanding(importer)).toBe(model);
    expect(getUnderstand()).toBe(model);
    const check = currentCrisisCheck();
    expect(check('swallowed all my sleeping tablets')).toBe(true);
    expect(check('what a lovely day')).toBe(false);
    // the detector no longer has a say: this model reads only 'tablets' as a crisis
    expect(detectCrisis('I want to die')).toBe(true);
    expect(check('I want to die')).toBe(false);
    // text the mentor's script answers itself is left to the script by the model
    const scripted = currentCrisisCheck((t) => t === 'swallowed all my sleeping tablets');
    expect(scripted('swallowed all my sleeping tablets')).toBe(false);
    expect(performance.getEntriesByName(UNDERSTANDING_READY_MARK)).toHaveLength(1);
  });

  it('a text the model fails on is guarded by the phrase detector, and the next text by the model', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failsOnOne: Understand = (text) => {
      if (text.includes('odd')) throw new TypeError('not a function');
      return model(text);
    };
    await loadUnderstanding(() => Promise.resolve({ understand: failsOnOne }));
    const check = currentCrisisCheck();
    expect(readWithModel('an odd message: I want to die')).toBeNull();
    expect(check('an odd message: I want to die')).toBe(true);
    expect(check('an odd but lovely day')).toBe(false);
    expect(error).toHaveBeenCalled();
    // the next message is the model's again
    expect(check('swallowed all my sleeping tablets')).toBe(true);
    expect(readWithModel('what a lovely day')).toMatchObject({ crisis: false });
  });

  it('loads once: a second load joins the first, later loads get the loaded model', async () => {
    const spy = vi.fn(importer);
    const [a, b] = await Promise.all([loadUnderstanding(spy), loadUnderstanding(spy)]);
    expect(a).toBe(model);
    expect(b).toBe(model);
    expect(await loadUnderstanding(spy)).toBe(model);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('a failed load is reported once, the detector keeps guarding, and the next load tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await loadUnderstanding(failing)).toBeNull();
    expect(await loadUnderstanding(failing)).toBeNull();
    expect(failing).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(currentCrisisCheck()).toBe(detectCrisis);
    expect(performance.getEntriesByName(UNDERSTANDING_READY_MARK)).toHaveLength(0);
    expect(await loadUnderstanding(importer)).toBe(model);
    expect(currentCrisisCheck()).not.toBe(detectCrisis);
  });

  it('after the page has loaded, starts the load only once a moment has passed', async () => {
    vi.useFakeTimers();
    expect(document.readyState).toBe('complete');
    const spy = vi.fn(importer);
    loadUnderstandingAfterPaint(spy);
    await vi.advanceTimersByTimeAsync(UNDERSTANDING_DELAY_MS - 1);
    expect(spy).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(getUnderstand()).toBe(model);
  });

  it('a chat that goes away before then starts nothing', async () => {
    vi.useFakeTimers();
    const spy = vi.fn(importer);
    const cancel = loadUnderstandingAfterPaint(spy);
    cancel();
    await vi.advanceTimersByTimeAsync(UNDERSTANDING_DELAY_MS * 10);
    expect(spy).not.toHaveBeenCalled();
    expect(getUnderstand()).toBeNull();
  });

  it('the real model loads through the same import and reads an overdose the detector misses', async () => {
    const text = 'took a whole packet of paracetamol an hour ago';
    expect(detectCrisis(text)).toBe(false);
    const understand = await loadUnderstanding();
    expect(understand?.(text).crisis).toBe(true);
    expect(currentCrisisCheck()(text)).toBe(true);
  });

  it('with the real model, what the detector alone would alarm on is read for what it is', async () => {
    await loadUnderstanding();
    const check = currentCrisisCheck();
    // crises the detector knows stay crises
    for (const text of ['I want to die', 'i want to kill myself', 'I took an overdose'])
      expect(check(text), text).toBe(true);
    // talk about the subject that is not a crisis, which the detector alone flags
    for (const text of [
      'we watched a documentary about suicide prevention in class today, it was really good',
      'overdosed on chocolate again lol',
    ]) {
      expect(detectCrisis(text), text).toBe(true);
      expect(check(text), text).toBe(false);
    }
  });
});
