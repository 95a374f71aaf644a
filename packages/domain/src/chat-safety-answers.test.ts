import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  AND_YOU_SAFE,
  ARE_YOU_SAFE,
  ASK_AGAIN,
  CHECK_IN_HARD,
  CHECK_IN_OPTIONS,
  CHECK_IN_QUESTION,
  NOT_SAFE,
  SAFE_FOR_NOW,
  typedSafetyAnswer as answerWith,
} from './chat-safety';
import { readTypedAnswer } from './safety-answers';

/** A typed answer read as the chat reads it, with safety-answers.ts. */
const typedSafetyAnswer = (text: string, question: string | undefined) =>
  answerWith(text, question, readTypedAnswer);

/**
 * Two tables of answers typed to 'Are you safe right now?' and to the check-in, each labelled
 * with the option it means, or null where asking again is right (decision 0034):
 * - A, in the voices of teenagers and young adults texting ('ya ig', 'not rly', 'idk tbh', emoji);
 * - B, written apart from A, in the voices of older adults, people writing English as a second
 *   language, UK, Irish, Australian and US speech, and long hedged answers.
 * The phrase rules were written from table A; table B was then read as held out. A misreading
 * that is not the dangerous one (below) costs a tap or a second asking, so each table has a floor
 * a little under what was measured, not a demand for every answer.
 */
type Row = [text: string, option: string | null];
interface Table {
  areYouSafe: Row[];
  checkIn: Row[];
}

const table = (name: string): Table =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as Table;

const TABLES = [
  { name: 'A', table: table('safety-answers-a.json'), safeFloor: 0.95, checkInFloor: 0.97 },
  { name: 'B', table: table('safety-answers-b.json'), safeFloor: 0.96, checkInFloor: 0.97 },
];

const misread = (rows: Row[], question: string) =>
  rows
    .map(([text, option]) => ({ text, option, read: typedSafetyAnswer(text, question) }))
    .filter(({ option, read }) => read !== option);

describe.each(TABLES)('table $name of typed answers', ({ table, safeFloor, checkInFloor }) => {
  it('is large enough to measure, and labels only with the options or null', () => {
    expect(table.areYouSafe.length).toBeGreaterThanOrEqual(150);
    expect(table.checkIn.length).toBeGreaterThanOrEqual(60);
    for (const [, option] of table.areYouSafe)
      expect([SAFE_FOR_NOW, NOT_SAFE, null]).toContain(option);
    for (const [, option] of table.checkIn) expect([...CHECK_IN_OPTIONS, null]).toContain(option);
  });

  it.each([ARE_YOU_SAFE, AND_YOU_SAFE, ASK_AGAIN])(
    'reads no answer that is not safe, or unsure, as safe (after %j)',
    (question) => {
      const dangerous = misread(
        table.areYouSafe.filter(([, option]) => option === NOT_SAFE),
        question,
      ).filter(({ read }) => read === SAFE_FOR_NOW);
      expect(dangerous.map(({ text }) => text)).toEqual([]);
    },
  );

  it('reads no check-in answer that is still really hard as better or the same', () => {
    const dangerous = misread(
      table.checkIn.filter(([, option]) => option === CHECK_IN_HARD),
      CHECK_IN_QUESTION,
    ).filter(({ read }) => read !== null);
    expect(dangerous.map(({ text }) => text)).toEqual([]);
  });

  it(`reads at least ${safeFloor * 100}% of the answers to 'Are you safe right now?' as meant`, () => {
    const wrong = misread(table.areYouSafe, ARE_YOU_SAFE);
    const read = 1 - wrong.length / table.areYouSafe.length;
    expect(read, JSON.stringify(wrong, null, 1)).toBeGreaterThanOrEqual(safeFloor);
  });

  it(`reads at least ${checkInFloor * 100}% of the answers to the check-in as meant`, () => {
    const wrong = misread(table.checkIn, CHECK_IN_QUESTION);
    const read = 1 - wrong.length / table.checkIn.length;
    expect(read, JSON.stringify(wrong, null, 1)).toBeGreaterThanOrEqual(checkInFloor);
  });
});
