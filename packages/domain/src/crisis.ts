/**
 * A careful, conservative check of chat text for signs of a crisis: suicidal thoughts,
 * self-harm, wanting to die, or being in danger. When it fires, the chat answers with care and
 * crisis resources instead of a scripted reply. It errs towards showing help, but leaves alone
 * everyday figures of speech ("this exam is killing me", "I could die laughing").
 */

/**
 * Lower-cases, straightens and drops apostrophes ("don't" -> "dont"), turns every other
 * non-letter into a space, squeezes runs of three or more of one letter ("diiie" -> "die")
 * and collapses spaces.
 */
export function normalizeForCrisis(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([a-z])\1{2,}/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

const SELF = '(?:my ?s(?:el|le|e)f|meself)';
const I_AM = '(?:im|i am|i m)';
const DONT = '(?:dont|do not|don t)';
/** Who might be harming the person, as people say it. */
const ABUSER =
  '(?:he|hes|she|shes|they|theyre|theyve|someone|somebody|partner|husband|wife|boyfriend|girlfriend|bf|gf|dad|father|mum|mom|mother|stepdad|stepmom|stepmum|stepfather|stepmother|brother|sister|uncle|parents?)';

/** Everyday phrases that look like a trigger but are not; they are blanked out first. */
const BENIGN: readonly RegExp[] = [
  /\bsuicide squad\b/g,
  new RegExp(`\\bkil+(?:ed|ing|s)? ${SELF} (?:laughing|laughin|with laughter)\\b`, 'g'),
  new RegExp(`\\bcut(?:ting)? ${SELF} (?:some )?(?:slack|a break|off)\\b`, 'g'),
  /\bdie (?:my|her|his|their|your|our) hair\b/g,
  /\bin danger of\b/g,
  /\bend(?:ing)? it (?:with|between|off)\b/g,
  /\b(?:beat|beats|beating) me (?:at|to|in)\b/g,
];

/** The phrasings that signal a crisis, written against the normalized text. */
const TRIGGERS: readonly RegExp[] = [
  // suicide, with common misspellings
  /\bsu+i?[cs]+i?d(?:e|es|al|ally|le|el)?\b/,
  /\bsuicid\w*/,
  // killing oneself
  new RegExp(`\\bk+i+l+(?:ed|ing|s)? ?${SELF}\\b`),
  /\bkms\b/,
  /\bunalive\b/,
  /\bhang(?:ing)? my ?self\b/,
  // ending one's life
  /\b(?:end|ending|ended|take|taking|took) my (?:own )?life\b/,
  /\bend(?:ing)? it all\b/,
  /\b(?:thinking (?:about|of)|want to|wanna|going to|gonna|plan(?:ning)? to|ready to|decided to) end(?:ing)? it\b/,
  // wanting to die or to be dead
  /\b(?:want|wanna|wanted|wanting|deserve|ready|plan|planning|trying|should just|should) (?:to )?die\b/,
  /\bwish (?:i|id)(?: was| were| could| would| had)?(?: just)?(?: be)? (?:dead|die|died|never been born|never born)\b/,
  /\b(?:want|wanna) (?:to )?be dead\b/,
  /\brather be dead\b/,
  /\bbetter off (?:dead|without me)\b/,
  /\bbetter off if i (?:was|were|wasnt|werent) (?:gone|here|around|alive|dead)\b/,
  new RegExp(
    `\\b(?:${DONT}|didnt|never) (?:really )?want to (?:live|be alive|exist|be here anymore|wake up (?:again|anymore|ever))\\b`,
  ),
  /\b(?:no reason|nothing left|nothing|no one|nobody) (?:left )?to live for\b/,
  /\bno reason to (?:live|go on|keep going|be alive)\b/,
  /\b(?:not|isnt|aint|no longer) worth living\b/,
  /\b(?:no|whats the|what is the|dont see the|cant see the) point (?:of|in) (?:living|being alive|going on|carrying on)\b/,
  /\bno point in life\b/,
  /\bcant go on (?:anymore|any more|living|like this)\b/,
  // self-harm
  /\bself ?harm\w*/,
  new RegExp(`\\bharm(?:ing|ed)? ${SELF}\\b`),
  new RegExp(`\\bcutting ${SELF}\\b`),
  new RegExp(
    `\\b(?:want|wanna|going|gonna|urge|urges|thinking about|thoughts of|feel like|keep|kept|been|started|start|stop|cant stop|need) (?:to )?(?:hurt|hurting|cut|cutting|burn|burning|starve|starving) ${SELF}\\b`,
  ),
  /\boverdos(?:e|ed|es|ing)\b/,
  /\b(?:take|took|taking|swallow|swallowed|swallowing) (?:all (?:of )?(?:my|the|these|those)|too many|a bunch of|a handful of|loads of) (?:pills|tablets|meds|medication|sleeping pills)\b/,
  /\bjump(?:ing)? (?:off|from|in front of) (?:a |the |my )?(?:bridge|building|roof|train|cliff|balcony)\b/,
  // being in danger
  new RegExp(`\\b${I_AM} (?:in danger|not safe|unsafe)\\b`),
  new RegExp(`\\bi ${DONT} feel safe (?:at home|with him|with her|with them|anymore)\\b`),
  /\b(?:afraid|scared|fear|fearing|frightened) for my life\b/,
  /\b(?:threatened|threatening|threatens|tried|trying) to kill me\b/,
  new RegExp(
    `\\b${ABUSER}(?: (?:is|are|keeps|keep|has been|have been|been|always|still|keeps on))? (?:hitting|beating|abusing|hurting|choking|strangling|threatening|hits|beats|abuses|hurts|chokes|threatens) me\\b`,
  ),
  /\bbeing abused\b/,
];

/** True when the text signals suicidal thoughts, self-harm, wanting to die or being in danger. */
export function detectCrisis(text: string): boolean {
  let s = normalizeForCrisis(text);
  for (const benign of BENIGN) s = s.replace(benign, ' ');
  return TRIGGERS.some((re) => re.test(s));
}
