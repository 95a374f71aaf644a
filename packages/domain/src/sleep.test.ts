import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SLEEP_TOOL,
  formatHours,
  meetsSleepGoal,
  minutesOfDay,
  SLEEP_GOAL_HOURS,
  SLEEP_GOOD_MESSAGE,
  SLEEP_MISSING_TIMES,
  SLEEP_SHORT_MESSAGE,
  sleepMinutes,
  sleepResult,
  SleepToolSchema,
} from './sleep';

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (min: number) => `${pad(Math.floor(min / 60))}:${pad(min % 60)}`;

describe('sleep duration', () => {
  it('keeps the SPEC texts and the 8-hour goal', () => {
    expect(SLEEP_GOAL_HOURS).toBe(8);
    expect(SLEEP_GOOD_MESSAGE).toBe("Yahhh perfect! Let's go to bed.");
    expect(SLEEP_SHORT_MESSAGE).toBe('Improve your sleep schedule!');
  });

  it('reads HH:MM times and rejects anything else', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('07:30')).toBe(450);
    expect(minutesOfDay('23:59')).toBe(1439);
    for (const bad of ['', '24:00', '7:30', '12:60', 'ab:cd', '12:3']) {
      expect(minutesOfDay(bad)).toBeNull();
    }
  });

  it('counts across midnight by adding 24 hours to a negative difference', () => {
    expect(sleepMinutes('23:00', '07:00')).toBe(8 * 60);
    expect(sleepMinutes('22:30', '06:00')).toBe(7.5 * 60);
    expect(sleepMinutes('01:00', '09:00')).toBe(8 * 60);
    expect(sleepMinutes('23:59', '00:00')).toBe(1);
  });

  it('gives zero, not a whole day, when the two times are the same', () => {
    expect(sleepMinutes('22:00', '22:00')).toBe(0);
  });

  it('needs both times', () => {
    expect(sleepMinutes('', '07:00')).toBeNull();
    expect(sleepMinutes('23:00', '')).toBeNull();
    expect(sleepResult('', '')).toEqual({ ok: false, error: SLEEP_MISSING_TIMES });
    expect(sleepResult('23:00', '')).toEqual({ ok: false, error: SLEEP_MISSING_TIMES });
  });

  it('is always between 0 and 24 hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 }), (s, w) => {
        const m = sleepMinutes(hhmm(s), hhmm(w));
        expect(m).not.toBeNull();
        expect(m!).toBeGreaterThanOrEqual(0);
        expect(m!).toBeLessThan(24 * 60);
        expect((s + m!) % (24 * 60)).toBe(w);
      }),
    );
  });

  it('shows one decimal, rounded down so it never overstates', () => {
    expect(formatHours(480)).toBe('8.0');
    expect(formatHours(474)).toBe('7.9');
    expect(formatHours(479)).toBe('7.9');
    expect(formatHours(450)).toBe('7.5');
    expect(formatHours(0)).toBe('0.0');
    expect(formatHours(1439)).toBe('23.9');
    expect(formatHours(486)).toBe('8.1');
  });

  it('puts the 8-hour boundary exactly at 8.0', () => {
    expect(meetsSleepGoal(479)).toBe(false);
    expect(meetsSleepGoal(480)).toBe(true);
    expect(sleepResult('23:00', '07:00')).toEqual({
      ok: true,
      minutes: 480,
      hours: '8.0',
      good: true,
      message: SLEEP_GOOD_MESSAGE,
    });
    // 7.9 hours: 23:06 to 07:00 is 7 h 54 min.
    expect(sleepResult('23:06', '07:00')).toEqual({
      ok: true,
      minutes: 474,
      hours: '7.9',
      good: false,
      message: SLEEP_SHORT_MESSAGE,
    });
    // One minute short still shows 7.9 and the improve message.
    expect(sleepResult('23:01', '07:00')).toMatchObject({ hours: '7.9', good: false });
    expect(sleepResult('22:00', '07:00')).toMatchObject({ hours: '9.0', good: true });
  });

  it('the message agrees with the number shown', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 }), (s, w) => {
        const r = sleepResult(hhmm(s), hhmm(w));
        if (!r.ok) throw new Error('expected a result');
        expect(r.good).toBe(Number(r.hours) >= 8);
      }),
    );
  });
});

describe('sleep tool data', () => {
  it('accepts empty or HH:MM times and notes, filling gaps', () => {
    expect(SleepToolSchema.parse({})).toEqual(EMPTY_SLEEP_TOOL);
    expect(
      SleepToolSchema.parse({ sleepTime: '23:00', wakeTime: '07:00', notes: 'tea at 9' }),
    ).toEqual({ sleepTime: '23:00', wakeTime: '07:00', notes: 'tea at 9' });
  });
  it('rejects malformed times', () => {
    expect(SleepToolSchema.safeParse({ sleepTime: '25:00' }).success).toBe(false);
    expect(SleepToolSchema.safeParse({ notes: 5 }).success).toBe(false);
  });
});
