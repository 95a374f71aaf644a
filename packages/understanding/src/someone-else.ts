/**
 * Whether a crisis message is about someone else: a friend who wants to kill herself, a brother
 * who took pills. The person writing is then the one who can help, and the chat's reply says how
 * (call for them, stay with them) instead of speaking to them as the one in danger. Read over the
 * normalised words of the whole message. It errs towards 'self': a message that says anything of
 * the writer's own wish to die or to hurt themselves is about the writer, whoever else it names
 * ('my mum would be better off without me', 'he says he will kill himself and i want to die too').
 */
import { normalizeTokens } from './normalize';

/**
 * Someone the writer knows, as people name them ('my friend', 'my little brother', 'my 15 year
 * old').
 */
const PERSON =
  '(?:my|our|her|his) (?:[a-z0-9]+ )?(?:friends?|best friends?|bestie|mates?|best mate|sister|sis|brother|bro|son|daughter|kid|child|cousin|mum|mother|dad|father|partner|boyfriend|girlfriend|husband|wife|flatmate|roommate|housemate|classmate|colleague|coworker|student|niece|nephew|year old|yr old)';
/** Another person as the one who does it. */
const THEY = `(?:she|he|they|shes|hes|theyre|theyve|${PERSON})`;
const NOW = '(?:just |already |really |still |has |had |have |is |s )?';

/** The crisis said of another: their own self, or them doing or meaning to do it. */
export const SAYS_OF_OTHER = new RegExp(
  [
    // 'kill herself', 'cutting himself again', 'hurt themselves'
    // (not 'killed himself' or 'hanged herself': a death is the writer's grief, not a danger now)
    ` (?:kill|killing|kills|hurt|hurting|hurts|harm|harming|harms|cut|cutting|cuts|burn|burning|burns|hang|hanging|starve|starving|overdose|overdosing) (?:herself|himself|themselves|themself|hisself) `,
    // 'end his life', 'take her own life'
    ` (?:end|ending|take|taking|took) (?:her|his|their) (?:own )?life `,
    // 'she took all her pills', 'my friend swallowed 30 tablets', 'my sister drank rat poison'
    // something to overdose on within a few words ('he took all my money', 'took all the knives
    // out of the kitchen because of me' are not)
    ` ${THEY} ${NOW}(?:took|taken|swallowed|overdosed on|downed) (?!(?:[a-z]+ )?(?:my|me|from|our|us) )(?:[a-z0-9]+ ){0,6}?(?:pills|tablets|meds|medicine|medication|prescription|paracetamol|ibuprofen|tylenol|aspirin|antidepressants|painkillers|morphine|tramadol|diazepam|xanax|xans|oxy|heroin|insulin|overdose|packet|pack|box|bottle|strip|something|everything|them all|the lot) `,
    ` ${THEY} ${NOW}(?:drank|drunk|drink|drinks|swallowed) (?:rat poison|poison|bleach|kerosene|antifreeze|weed killer|weedkiller) `,
    // 'he wants to die', 'my sister said she wants to end it', 'he told me he didnt want to live'
    ` ${THEY} (?:says |said |told me |texted |keeps saying |is saying )?(?:(?:she|he|they) )?(?:(?:wants|want|wanted|is going|s going|was going|is planning|was planning|planning|is about|is ready|ready|going|has a plan|had a plan) to (?:die|end it|kill|jump)|(?:did not|does not|do not) want to (?:be here|be alive|live|wake up|be around|exist))`,
    // 'my friend is suicidal', 'he has been self harming', 'hes got a rope'
    ` ${THEY} ${NOW}(?:been )?(?:suicidal|selfharming|cutting|cutting again) `,
    ` ${THEY} ${NOW}(?:got|bought) (?:a )?(?:rope|noose|gun) `,
    // 'her suicide note', 'cuts on her arms', 'found him unconscious'
    ` (?:her|his|their) (?:suicide note|suicide letter|goodbye note|goodbye letter|goodbye message|goodbye text|fresh cuts|cuts|burns) `,
    ` cuts on (?:her|his|their) `,
    ` found (?:her|him|them) (?:unconscious|unresponsive|passed out|not breathing|with an empty|with empty) `,
  ].join('|'),
);

/**
 * The writer saying anything of what they themselves want, feel, did or will do, or of being
 * hurt: then the message is theirs to be answered as the one in danger, whoever else it names.
 */
export const SAYS_OF_SELF = new RegExp(
  [
    ` (?:myself|meself|me self|me too|so do i|same here|without me|kill me|kill us|hurt us|hurt me|hits me|hit me|beats me|beat me|chokes me|choked me|and then me|my life|my pills|my meds|my wrists?|my arms?|my thighs?|my legs?) `,
    // ('i think shes going to' is of her: the words between are not another's)
    ` i (?:(?!she |he |they |shes |hes |theyre |her |him |them )[a-z]+ ){0,2}(?:want|wish|can not (?:live|keep going)|will|ill|going|plan|planning|took|taken|take|taking|swallowed|overdosed|cut|cutting|burned|burnt|burning|relapsed|tried|feel|feeling|done|give up|should|deserve|hate|die|dying|end|ending|am next|started|did it|do it again|hurt|hurting) `,
    ` (?:i am|i have) (?:done|finished|next|out|gone) `,
    // the writer's own thoughts or talk of it ('i was thinking of ending it all last week')
    ` i (?:was |were |have been |had been |been |keep |kept |am |started )?(?:thinking|thought|talking|talked|think) (?:about|of) (?:ending|killing|suicide|dying|taking my|not being here|hurting|doing it) `,
    // wanting the same ('honestly same', 'thinking of doing the same'),
    ` (?:do|doing) the same | same $| (?:join|go with|be with) (?:her|him|them) | go too `,
    // or not wanting to live either ('and i dont either', 'me neither')
    ` (?:i do not either|me neither|neither do i|nor do i) `,
    // said with no one named, it is the writer's ('nothing left to live for', 'cant cope'; with
    // 'i' before it too), but not when another is the one who says or means it ('he keeps saying
    // he wants to end it all', 'they want to die')
    ` (?<! ${THEY} (?:(?:says|said|keeps saying|is saying|told me|texted) )?(?:(?:she|he|they) )?(?:(?:wants|want|wanted|is going|was going|were going|going|is planning|was planning|planning|is ready|was ready|ready|is about|about) to )?)(?:want to die|want to be dead|end it all|nothing left to live for|no reason to live|better off dead|can not cope|can not go on|can not carry on|can not do this|can not take it|kill me now) `,
  ].join('|'),
);

/**
 * Whether a message (one already read as a crisis) is about someone else in danger, not the
 * writer: it names another doing or meaning to do it, and says nothing of the writer's own wish.
 */
export function aboutSomeoneElse(text: string): boolean {
  const s = ` ${normalizeTokens(text).join(' ')} `;
  return SAYS_OF_OTHER.test(s) && !SAYS_OF_SELF.test(s);
}
