import { describe, expect, it } from 'vitest';
import { readEveryLabelled } from './corpus';
import { asksOnlyForHelp } from './help-only';
import { normalizeTokens } from './normalize';
import { isClearCrisis, understand } from './understand-default';

const only = (text: string) => asksOnlyForHelp(normalizeTokens(text));

// every sentence here was written for this test, apart from the corpus and the evaluation set
describe('a plea for help and nothing more', () => {
  const PLEAS = [
    'help',
    'HELP!!!',
    'help me',
    'pls help',
    'somebody help me please',
    'i need help now',
    'need help asap',
    'sos',
    'someone please help',
    'hlp me',
    'can anyone help me please, its urgent',
    'help this is an emergency',
  ];

  it('knows a message that only asks for help', () => {
    for (const text of PLEAS) expect(only(text), text).toBe(true);
  });

  it('leaves the model a message that says anything more', () => {
    for (const text of [
      'help me with my maths homework',
      'can you help me',
      'how does this app help',
      'i help out at the food bank on fridays',
      'need help choosing a birthday present',
      'thanks for the help',
      'please',
      '',
    ])
      expect(only(text), text).toBe(false);
  });

  it('reads it as a doubtful crisis: the chat asks gently whether the person is safe', () => {
    for (const text of PLEAS) {
      const reading = understand(text);
      expect(reading.crisis, text).toBe(true);
      expect(reading.kind, text).not.toBeNull();
      expect(isClearCrisis(reading), text).toBe(false);
    }
  });

  it('reads no everyday message of the corpus, the evaluation set or the writers held back', () => {
    const read = readEveryLabelled().filter((e) => only(e.text));
    expect(read.filter((e) => e.crisis === null).map((e) => e.text)).toEqual([]);
    // and it is not idle: the short crises' bare pleas are read by it
    expect(read.length).toBeGreaterThanOrEqual(3);
  });

  it('takes nothing from a clear crisis said beside it', () => {
    expect(isClearCrisis(understand('help me i took all my pills'))).toBe(true);
  });
});
