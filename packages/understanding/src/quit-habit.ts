/**
 * A message about quitting an everyday habit ('day 4 without a vape', 'want to quit smoking for
 * good this time', 'cutting back on coffee') is no crisis. The words of quitting are the words of
 * a goodbye and of a streak kept ('for good', 'my last one', '2 weeks clean'), and the model read
 * such messages as a wish to die or a self-harm streak (0.2 to 0.3). It needs a habit named
 * (nicotine, caffeine, sugar, screens) with the word of quitting said of it ('giving up the
 * fags', 'no vape', 'smoke free', 'my last cigarette' and that it is for good). Deleting an
 * account is not among them: it is also how a goodbye is made ready. Drink and other drugs are
 * not such habits: a relapse there can be an overdose, so those messages stay the model's. It
 * errs towards the alarm: any word of death, harm, medicine, drink or drugs, of giving up on
 * life, or of a cigarette put to the skin leaves the message to the model.
 */

/** A habit one quits, as the normaliser writes it. */
const HABIT =
  '(?:smoking|smoke|smokes|cigarettes?|cigs|ciggies|fags|cigars?|vaping|vape|vapes|juul|nicotine|snus|caffeine|coffee|energy drinks|sugar|sweets|chocolate|soda|fizzy drinks|junk food|takeaways|social media|tiktok|video games|gaming)';

/** The habit quit, or a streak without it, said of the habit itself. */
const QUITTING = new RegExp(
  [
    // 'giving up the fags', 'cut back on coffee', 'day 6 no vape'
    ` (?:quit|quitting|quits|stop|stopping|stopped|give up|giving up|gave up|kick|kicking|kicked|cut back on|cutting back on|cut down on|cutting down on|cut out|cutting out|off|no more|no|without|free from|clean from|clean of|done with) (?:a |my |the |any |on )?${HABIT} `,
    // 'smoke free', 'nicotine free'
    ` ${HABIT} (?:free|quit) `,
    // 'smoked my last cigarette', 'my last vape' (then a word of quitting: below)
    ` (?:my|the) last ${HABIT} `,
  ].join('|'),
);

/** After 'my last ...', a word that it is quitting and not a goodbye. */
const FOR_GOOD =
  / (?:quit|quitting|stopped|for good|free|clean|giving up|gave up|day \d+|\d+ (?:days|weeks)) /;

/** Death, harm, medicine, drink or drugs, or giving up on life: the message stays the model's. */
const BEYOND = new RegExp(
  [
    ' (?:die|dying|dead|death|kill|killing|killed|suicide|suicidal|end it|end my|end things|myself|selfharm|hurt|harm|blood|bleeding|scars?|burn|burned|burnt|burning) ',
    ' (?:pills|tablets|meds|overdose|overdosed|drank|drink|drinking|drunk|alcohol|booze|drugs|weed|coke|relapsed|relapse|using) ',
    ' (?:goodbye|note|point|pointless|hopeless|i give up|giving up on|gave up on|anymore|can not cope|can not go on|can not do this|not safe|help me) ',
    // a cigarette put out on the skin ('pressed a lit cigarette into my wrist')
    ' (?:wrist|wrists|arm|arms|thigh|thighs|skin|pressed|pressing|stubbed|stubbing|into my) ',
  ].join('|'),
);

/** Whether normalised words tell of quitting an everyday habit, and nothing of a crisis. */
export function quitsHabit(words: readonly string[]): boolean {
  const s = ` ${words.join(' ')} `;
  const quit = QUITTING.exec(s);
  if (!quit || BEYOND.test(s)) return false;
  return !/ last /.test(quit[0]) || FOR_GOOD.test(s);
}
