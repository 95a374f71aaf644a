/**
 * Whether a message says, as people do in jest, that it had too much of something pleasant:
 * 'overdosed on haribo at the cinema', 'od on pizza this weekend', 'overdosing on kdramas'. The
 * model weighs 'overdosed' as an overdose whatever follows it, and such messages were full crisis
 * replies. It needs the overdose said of a food, a sweet or something watched or listened to,
 * right after 'on'; any word of medicine, drink or drugs, of harm or death, or of needing help
 * anywhere in the message leaves it to the model ('overdosed on sweets and my mums tablets').
 */

/** Overdose words as the normaliser writes them ('od' is 'overdose', 'od'd' is 'odd'). */
const OVERDOSED = '(?:overdosed|overdose|overdosing|odd|odded|ods)';

/** Pleasant things people say they had too much of. */
const TREAT =
  '(?:chocolate|chocolates|choc|sweets|candy|haribo|sugar|cake|cakes|cookies|biscuits|crisps|chips|fries|pizza|ice cream|icecream|easter eggs?|pancakes|popcorn|doughnuts|donuts|cheese|carbs|pasta|bread|food|snacks|junk food|takeaway|takeout|fast food|chin chin|pierogi|dumplings|mince pies|turkey|roast|curry|noodles|ramen|sushi|tacos|coffee|tea|christmas|nostalgia|cuteness|netflix|tv|telly|anime|kdramas?|dramas?|tiktok|youtube|memes|reels|podcasts|music|series|episodes|gaming|sunshine|sun|fresh air|vitamin d|exercise|cardio)';

/** 'overdosed on (the / my / some / too much) pizza'. */
const ON_A_TREAT = new RegExp(
  ` ${OVERDOSED} on (?:the |my |some |all the |too much |so much |way too much |a bit of |a lot of |christmas |halloween |birthday |easter )?${TREAT} `,
);

/** Anything that makes it more than a treat: the message stays the model's. */
const MORE_THAN = new RegExp(
  [
    ` (?:pills?|tablets?|meds|medication|medicine|paracetamol|panadol|ibuprofen|tylenol|aspirin|painkillers?|insulin|sleeping|prescription|caffeine pills|drugs|heroin|fentanyl|opioids?|oxy|codeine|tramadol|xanax|valium) `,
    ` (?:drank|drink|drinking|alcohol|vodka|whisky|whiskey|wine|beer|gin|rum|shots|bleach|poison) `,
    ` (?:die|dying|dead|death|kill|suicide|suicidal|end it|end my|wake up|not wake|hurt myself|on purpose|want to go|goodbye|no point|anymore) `,
    ` (?:hospital|ambulance|a and e|er|111|999|911|help me|can not breathe|passed out|unconscious|not breathing|not waking) `,
  ].join('|'),
);

/** Whether normalised words tell of too much of a treat (see above). */
export function overdidATreat(words: readonly string[]): boolean {
  const s = ` ${words.join(' ')} `;
  return ON_A_TREAT.test(s) && !MORE_THAN.test(s);
}
