/**
 * Whether a message tells of the writer's own crisis long past, and them well now: 'i used to
 * self harm in year 9, ive been clean 4 years now', 'i was suicidal after my divorce years ago,
 * im ok now'. People say this to mark how far they have come, or because a child asked about a
 * scar; the model, which weighs each word alone, read it as the crisis it tells of (0.9 and a
 * full crisis reply). It needs all three: the crisis told in the past of the writer ('i used to
 * cut', 'i was suicidal', 'i tried to end my life'), a time well before now ('years ago', 'when i
 * was 15', 'in high school', 'as a teenager'), and the writer well or stopped now ('3 years
 * clean', 'i have not since', 'im doing well now', 'not anymore'). It errs towards the alarm:
 * anything of the wish or the harm now ('again', 'lately', 'the urge', 'tempted', 'relapsed',
 * 'want to', 'last night', 'been cutting', or 'kms' said now) leaves the message to the model.
 */

/** The wish or the harm not felt or done for a while: 'havent wanted to hurt myself in a year'. */
const NOT_SINCE =
  ' (?:have not|had not|have never|never) (?:wanted|felt the need|needed|had the urge|had an urge|had urges) to (?:(?:hurt|harm|cut|burn|kill) myself|end it|end my life|die|cut|selfharm) (?:in|for|since) ';

/** The writer's own crisis, told in the past. */
const PAST_CRISIS = new RegExp(
  [
    NOT_SINCE,
    // 'since i last selfharmed', 'since i tried'
    ` since i (?:last )?(?:selfharmed|cut|cut myself|hurt myself|harmed myself|burned myself|burnt myself|overdosed|tried to|attempted)`,
    // 'i did not want to be here', 'i wanted to die' (the 'i' may be left out after a comma: 'i
    // was in a dark place, didnt want to be here')
    ` (?:i )?(?:did not want|wanted|was wanting|used to want) to (?:die|be dead|be here|live|be alive|wake up|kill myself|end it|end my life) `,
    // 'i used to cut myself', 'i used to selfharm', 'i would burn myself'
    ` i used to (?:cut|selfharm|harm|hurt myself|burn|starve|overdose|think about (?:killing|ending|suicide|dying))`,
    // with the 'i' left out ('at 15, used to hurt myself back then'): the self named
    ` used to (?:(?:cut|hurt|harm|burn|starve) myself|selfharm) `,
    // 'i was suicidal', 'i was cutting every day', 'i was selfharming'
    ` i (?:was|were) (?:really |very |so |quite |pretty |badly |actively )?(?:suicidal|cutting|selfharming|harming myself|hurting myself|burning myself)`,
    // 'i tried to end my life', 'i attempted suicide', 'i tried to kill myself'
    // (the 'i' may be left out at the start: 'tried to end my life at 17')
    `(?:^ | i )(?:tried|attempted|almost managed|nearly managed) to (?:kill myself|end my life|end it|take my (?:own )?life|overdose|hang myself)`,
    ` i (?:attempted|tried) suicide `,
    ` my (?:suicide )?attempts? `,
    ` i (?:overdosed|took an overdose|had an overdose) `,
  ].join('|'),
);

/** A time well before now. */
const LONG_AGO = new RegExp(
  [
    ` (?:years|a year|a decade|decades|a few years|a couple of years|many years|two years|three years|ten years|\\d+ years) (?:ago|back) `,
    ` when i was (?:a |in )?(?:teen|teenager|kid|child|young|younger|girl|boy|student|in school|at school|at university|in college|\\d+|[a-z]+teen) `,
    ` as a (?:teen|teenager|kid|child|student|young (?:woman|man|person)) `,
    ` (?:in|at) (?:high school|secondary school|school|college|university|my twenties|my teens|my thirties|my early|my late|year \\d+|ss\\d|\\d+(?:th|st|nd|rd) grade|the \\d+s) `,
    ` in \\d+(?:th|st|nd|rd) grade `,
    ` (?:after|during|before) my (?:first |last )?(?:divorce|breakup|degree|exams|deployment|tour|first year) `,
    ` (?:at|aged) (?:\\d+|[a-z]+teen) `,
    ` in (?:19|20)\\d\\d `,
    ` my (?:teens|teenage years|twenties|thirties|school days|school years|university years|early (?:teens|twenties|thirties)|late (?:teens|twenties|thirties)) `,
    ` (?:back then|back in the day|a long time ago|long ago|way back) `,
    // 'twenty year ago' (as many say it), 'last year', 'back in the spring'
    ` (?:\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty) year (?:ago|back) `,
    ` (?:last year|back in (?:the )?(?:spring|summer|autumn|fall|winter)) `,
    // '2 years since i last', 'in over a year'
    ` (?:\\d+|a|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|many) (?:years?|decades?) since `,
    ` in (?:over |nearly |almost |more than )?(?:a year|a few years|a couple of years|(?:\\d+|two|three|four|five|six|seven|eight|nine|ten) years|a decade) `,
  ].join('|'),
);

/** The writer stopped, or is well now. */
const WELL_NOW = new RegExp(
  [
    // '4 years clean', 'been clean for 3 years', 'clean 6 years now'
    ` (?:\\d+|[a-z]+) (?:odd )?(?:years?|months?|decades?) (?:clean|free|sober|harm free) `,
    ` clean (?:for |now |since )?(?:\\d+|[a-z]+ )?(?:years?|months?|decades?|now|since) `,
    // 'i have not in 3 years', 'i have not since', 'i stopped years ago'
    ` i have not (?:since|in (?:\\d+|[a-z]+|over|nearly|almost) |for (?:\\d+|[a-z]+|over|nearly|almost) |done it since|cut since|felt that way since)`,
    ` i (?:stopped|quit|gave (?:it )?up)(?: (?:cutting|selfharming|harming myself|it|that))? (?:ages|years|many|a long|long|in|when|after|for|at|\\d+) `,
    ` i (?:got better|got help|recovered) `,
    ` i am (?:not|no longer) (?:now|anymore|any more|like that|that person|there|suicidal) `,
    ` (?:do not|never) (?:anymore|any more|since) `,
    // 'im ok now', 'im doing really well', 'i am in a good place', 'genuinely okay now'
    ` i am (?:really |so |genuinely |honestly |actually |much |a lot |doing |now )*(?:okay|fine|well|good|better|great|happy|safe|in a good place|doing (?:really |so )?(?:well|good|great|better|okay))`,
    ` (?:doing|doin) (?:really |so |a lot |much )?(?:well|better|good|great) `,
    // 'im 35 now and genuinely happy'
    ` now (?:and )?(?:genuinely |really |so |honestly |actually |very )*(?:happy|okay|fine|well|content|thriving|in a good place) `,
    ` (?:it gets better|far i have come|how far|proud of|the other side) `,
    NOT_SINCE,
    // 'im nothing like that now', 'thats well passed now', 'feeling much better'
    ` i am nothing like (?:that|i was|that person) `,
    ` (?:that is|thats|that has) (?:well |long |all )?(?:passed|past|behind me|over)(?: now)? `,
    ` (?:it is|its) (?:well |long )?(?:passed|behind me)(?: now)? `,
    ` (?:feel|feeling) (?:much |so |a lot |loads |way )?better `,
    ` scars (?:are )?(?:fading|faded|white|old|silver|part of me) `,
  ].join('|'),
);

/** The wish or the harm now: the message stays the model's. */
const NOW = new RegExp(
  [
    ` (?:again|lately|recently|these days|this week|last night|tonight|right now|at the moment|atm|anymore but|creeping back|coming back|came back|back again) `,
    ` (?:urge|urges|tempted|temptation|craving|cravings|slipped|slip up|broke my streak|day 0|day zero|miss it|missing it) `,
    ` relaps`,
    // the wish still there, or a plan ('i still do sometimes', 'i have a plan')
    ` (?:still|sometimes) (?:do|want|wish|feel like|think about) `,
    ` (?:a plan|the plan|my plan|goodbye|a note|my note) `,
    // the wish said now, not as what was tried before ('tried to kill myself')
    `(?<! to) (?:kill myself|end it all|end my life) `,
    ` i (?:[a-z]+ ){0,2}?(?:want|wish|need|going|plan|planning|thinking about|think about|keep thinking|feel like|can not stop|started|start) (?:to )?(?:die|dying|cut|cutting|kill|end|hurt|harm|selfharm|overdose|do it|doing it|that|it) `,
    ` (?:have been|been|am|keep|kept) (?:cutting|burning|selfharming|hurting|harming|thinking about|planning) `,
    ` (?:what do i do|what should i do|help me|please help|i need help|not safe|can not cope|can not go on|can not do this) `,
    // a bad way now, whatever came before ('im not okay', 'i dont see the point')
    ` (?:not|never|no longer) (?:okay|fine|well|good|doing well|safe|coping|sure i can) `,
    ` (?:the point|no point|pointless|hopeless|give up|giving up|tired of living|sick of living|better off|no way out|not be here|not wake up) `,
    ` (?:feel|feeling|felt) (?:like that|that way|the same way|it) (?:now|today|lately|again) `,
  ].join('|'),
);

/** Whether normalised words tell of the writer's own crisis long past, and them well now. */
export function crisisOverForSelf(words: readonly string[]): boolean {
  const s = ` ${words.join(' ')} `;
  return PAST_CRISIS.test(s) && LONG_AGO.test(s) && WELL_NOW.test(s) && !NOW.test(s);
}
