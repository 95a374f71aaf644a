/**
 * Whether a message tells of someone else's crisis that is over: a friend who tried to end her
 * life last year and is doing well now, a brother who was in hospital and is home and getting
 * help. Worry about someone who is safe is not a crisis (the hard negatives), and the
 * model, which weighs each word alone, read such messages as the crisis they tell of ('... said
 * she wanted to end it all, but shes got a counsellor now' at 0.99). It needs all three: the
 * crisis told of another, in the past ('last year', 'used to', 'tried to'), and them well now
 * ('shes doing loads better', 'hes home now', 'seeing a counsellor'). It errs towards the alarm:
 * anything of danger now ('again', 'tonight', 'not answering', 'what do i do', 'scared she
 * will') or of the writer's own wish ('and i want to die too') leaves the message to the model.
 */
import { SAYS_OF_SELF, SAYS_OF_OTHER } from './someone-else';

/** Another person, as the one the sentence is of. */
const THEY = '(?:she|he|they|shes|hes|theyre|her|him|them)';

/** A crisis told of another, in the past. */
const PAST_CRISIS = new RegExp(
  [
    // 'tried to end her life', 'tried to kill himself', 'wanted to end it', 'was going to jump'
    ` (?:tried|attempted|wanted|was going|were going|planned|meant) to (?:kill|hurt|harm|end|take|cut|die|jump|overdose|hang|selfharm)`,
    // 'took an overdose', 'took too many pills', 'had overdosed'
    ` (?:took|taken|had) (?:an |a )?overdose`,
    // 'was in a bad way, talking about ending it all', 'told me hed thought about ending it all',
    // 'was thinking of ending it' (talk going on now is ruled out below; the time is asked below)
    ` (?:talking|talked|thought|was thinking|were thinking) (?:about|of) (?:ending it|ending (?:her|his|their) life|killing (?:herself|himself|themselves)|suicide|taking (?:her|his|their) (?:own )?life) `,
    ` (?:took|taken|swallowed) (?:way |far )?too many `,
    // 'swallowed a bottle of her pills', 'drank bleach', 'cut her arms', 'slit his wrists'
    ` (?:took|swallowed|downed|drank) (?:[a-z0-9]+ ){0,4}?(?:pills|tablets|meds|medication|medicine|paracetamol|painkillers|poison|bleach) `,
    ` (?:cut|slit|slashed|burned|burnt) (?:up )?(?:her|his|their) (?:wrists?|arms?|legs?|thighs?|skin) `,
    ` (?:hanged|tried to hang) `,
    ` overdosed `,
    // 'used to cut herself', 'was self harming in school', 'was suicidal last year'
    ` used to (?:cut|hurt|harm|burn|selfharm|starve)`,
    ` (?:was|were) (?:cutting|selfharming|suicidal|hurting (?:herself|himself|themselves))`,
    // 'cut herself', 'hurt himself' (said in the past: present danger is ruled out below)
    ` (?:cut|hurt|harmed|burned|burnt) (?:herself|himself|themselves|themself) `,
    // 'in hospital after', 'after his attempt', 'her suicide attempt'
    ` (?:attempt|attempted|attempts) `,
    ` (?:was|were) in (?:hospital|the hospital|a psych|psych|the psych)`,
  ].join('|'),
);

/** When it was: before now. */
const BEFORE = new RegExp(
  [
    ` (?:last|that) (?:year|month|summer|spring|winter|autumn|fall|week|term|semester|night|time) `,
    ` (?:years|months|weeks|a year|a month|a few years|a few months|two years|a while) (?:ago|back) `,
    ` (?:used to|back in|back when|when (?:we|she|he|they|i) (?:was|were)) `,
    ` in (?:school|high school|first year|second year|university|college|the spring|the summer) `,
    ` in (?:19|20)\\d\\d `,
    ` (?:had|went through|was in|was having) (?:a )?(?:really |very |real |proper )?(?:rough|bad|hard|tough|dark) (?:patch|time|spell|place|way|year) `,
    ` (?:in a bad way|in a dark place) `,
    // ('tried to', 'attempted' and 'overdosed' tell of the past by themselves)
    ` (?:tried|attempted|overdosed) `,
  ].join('|'),
);

/** Them well now. */
const WELL_NOW = new RegExp(
  [
    // 'shes doing loads better now', 'he is doing really well', 'theyre doing great'
    ` (?:${THEY}|is|s|are|been|and|but|now|so) (?:is |are |has been |have been |been )?(?:now )?(?:doing|doin) (?:[a-z]+ ){0,2}?(?:better|well|good|great|okay|fine|brilliant|amazing)`,
    // 'she is safe', 'hes home now', 'theyre okay now', 'she is back at uni'
    ` (?:shes|hes|theyre|she is|he is|they are|she was|he was) (?:now )?(?:safe|home|back|okay|fine|better|well|good|great|grand|recovering|stable|out|in (?:great|good|better) shape)(?: now| again)? `,
    ` (?:safe|home|okay|fine|better|stable|out) now `,
    ` back (?:at|in) (?:university|school|college|work|class|the job|footy|training) `,
    // 'shes got a counsellor now', 'seeing a therapist', 'getting help', 'in therapy'
    ` (?:got|has|have|getting|seeing|sees|found|with|in|started) (?:a |her |his |their |some |proper |real )?(?:counsellor|counselor|counselling|counseling|therapist|therapy|help|support|treatment|psychologist|psychiatrist|rehab|recovery)`,
    // '8 months clean', '2 years sober'
    ` (?:\\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|twelve|eighteen) (?:days?|weeks?|months?|years?) (?:clean|sober) `,
  ].join('|'),
);

/** Danger now, or a question of what to do: the message stays the model's. */
const DANGER_NOW = new RegExp(
  [
    ` (?:again|right now|tonight|this morning|just now|at the moment|atm) `,
    // (as the normaliser writes them: 'wont' is 'will not', 'cant' is 'can not')
    ` (?:not answering|will not answer|not picking up|will not pick up|can not wake|will not wake|not waking|not breathing|unconscious|slurring|passed out|locked (?:herself|himself|themselves)|missing|disappeared|can not find|can not reach|can not get hold) `,
    ` (?:what do i do|what should i do|what can i do|help me|please help|i need help) `,
    ` (?:${THEY}|keeps|kept|still|is|s|are|started|starting) (?:saying|talking|says|wants|cutting|hurting|drinking|planning|relapsed|relapsing) `,
    // the signs of danger that come back ('giving away his stuff', 'said goodbye')
    ` (?:giving away|gave away|goodbye|good bye|saying bye|stockpiling|hoarding|saving up) `,
    ` (?:scared|afraid|worried|terrified|frightened) (?:that )?${THEY} (?:will|might|would|could|is going|s going|going|may|ll) `,
    ` relaps`,
    // the writer's own medicine, all of it ('and now its me, after taking all my tablets')
    ` (?:taking|took|taken|swallowed|had|necked) (?:all|all of|the whole [a-z]+ of|a whole [a-z]+ of) my `,
  ].join('|'),
);

/**
 * Whether normalised words tell of someone else's crisis that is over (see above). The patterns
 * hold words as the normaliser writes them: 'selfharm', 'overdose' for 'od', 'okay' for 'alright',
 * 'will not' for 'wont', 'university' for 'uni'.
 */
export function crisisOverForOther(words: readonly string[]): boolean {
  const s = ` ${words.join(' ')} `;
  return (
    (SAYS_OF_OTHER.test(s) || PAST_CRISIS.test(s)) &&
    BEFORE.test(s) &&
    WELL_NOW.test(s) &&
    !DANGER_NOW.test(s) &&
    !SAYS_OF_SELF.test(s)
  );
}
