/**
 * A message that only acknowledges, laughs or shrugs ('lol ok', 'yeah haha', 'tbh idk', 'hmm i
 * guess') says nothing of a crisis, whatever the model weighs: with recall set first, its crisis
 * threshold sits at the level of a message with nothing in it, so a few such replies reached it
 * and the chat asked whether the person was safe. Read over the normalised words of the whole
 * message: every word must be one of these, so 'not ok lol', 'idk anymore' or 'same' (which can
 * agree with something heavy) are the model's. 'anyway' alone changes the subject; 'anyway, bye'
 * is the model's to weigh.
 */
import { matchAt } from './says-only';

/** Acknowledgements, laughter and shrugs, as the normaliser writes them ('idk', 'tbh', 'kinda'). */
const NOTHING: readonly string[][] = (
  'okay|lol|lmao|lmfao|rofl|haha|hahaha|hehe|heh|xd|yeah|yea|yes|yep|yup|sure|cool|nice|hmm|hm|' +
  'mhm|um|uh|erm|oh|ah|wow|omg|fair|true|aye|maybe|probably|i guess|guess|i do not know|do not ' +
  'know|to be honest|honestly|kind of|sort of|i suppose|suppose|fair enough|got it|i see|right|' +
  'okay then|anyway|anyways|xlaugh|xsmile'
)
  .split('|')
  .map((p) => p.split(' '));

/** Whether normalised words only acknowledge, laugh or shrug, and say nothing more. */
export function saysNothing(words: readonly string[]): boolean {
  if (words.length === 0) return false;
  let at = 0;
  while (at < words.length) {
    const n = matchAt(words, at, NOTHING);
    if (n === 0) return false;
    at += n;
  }
  return true;
}
