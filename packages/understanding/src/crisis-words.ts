/**
 * Words of a crisis that no everyday reading may read past. Each reading beside the model
 * (understand.ts) takes one everyday situation told in alarming words: a haircut, a habit quit,
 * old medicine cleared out, a thing one is done with. Each also keeps its own list of what leaves
 * a message to the model, but such lists had gaps: writers asked to tell a crisis through those
 * very situations ('cut his hair all nice for the photo they will remember me by', 'clearing out
 * the old meds and found the painkillers from when she broke my wrist') had 26 of their 400
 * crises taken by a reading. These words, told anywhere in a message, leave it to the model
 * whichever reading would take it.
 *
 * None is a word a reading exists for: 'cut', 'burnt', 'fire', 'overdosed on', 'dead' (a phone)
 * stay with the readings, which know their everyday uses. A word here only gives a message back
 * to the model; it never raises an alarm by itself.
 */

/** Being hurt, held or threatened by someone. */
const HURT_BY_SOMEONE =
  ' (?:hit me|hits me|hitting me|slapped|slaps me|slapping me|kicked me|kicks me|kicking me|punched me|punches me|shoved|shoves me|pushed me|grabbed me|grabs me|grabbed my (?:throat|neck|arm|hair|wrist)|grabs my (?:throat|neck|arm|hair|wrist)|dragged me|drags me|choked|chokes|choking me|strangled|strangles|beat me|beats me|beaten|broke my (?:wrist|arm|nose|ribs|jaw|finger)|threw (?:it|them|things|a [a-z]+|the [a-z]+) at me|throws things|threatened|threatens|threatening|scared of (?:him|her|them|my)|afraid of (?:him|her|them|my)|frightened of (?:him|her|them|my)|terrified of (?:him|her|them|my)|teach me a lesson|to teach me|held my (?:arm|hand|head|face)|holding my (?:arm|hand|head|face)|next time (?:it will|itll|it ll) be me|takes my (?:wages|money|phone|card)|while i was (?:asleep|sleeping)|held me down|holds me down|holding me down|pinned me|forcibly|split my lip|at my face|by the neck|by my neck|by my hair) ';

/** A wish to die, a plan or a goodbye for good. */
const ENDING =
  ' (?:kill myself|killing myself|end it|ending it|end it all|end my life|ending my life|take my (?:own )?life|suicide|suicidal|want to die|do not want to be here|not be (?:here|around)|will not be (?:here|around)|not going to be (?:here|around)|be gone (?:soon|by)|remember me|memory of me|memories of me|(?:after|when|once) i am gone|better off without me|giving (?:my|away my|all my) (?:stuff|things|clothes)|given away my|give away my|made my mind up|made up my mind|will not be needing|will not need (?:it|them|any)|no point (?:any more|anymore|in living|going on)|can not go on|not wake up|never wake up|sleep forever|go to sleep and not|say goodbye|goodbye for good|last goodbye) ';

/** Hurting oneself. */
const SELF_HARM =
  ' (?:selfharm|punish myself|punishing myself|i deserved it|i deserve it|deliberately|(?<!not )on purpose|harm myself|harming myself|hurt myself|hurting myself|cut myself again|cutting again|the urge|urges|relapse|relapsed|where nobody can see|where no one can see|nobody can see|no one can see|still bleeding|i did it myself|i done it myself|did it to myself|done it to myself|used (?:it|them|one|a blade|the blade|a razor) on my|cuts (?:all )?(?:up|on|over|down|across) my (?:thigh|thighs|wrist|wrists|arm|arms|hip|hips|stomach|legs|leg)) ';

/** More of a medicine than is safe, taken now. */
const TOO_MUCH =
  ' (?:whole (?:pack|packet|box|bottle|strip|blister)|all (?:my|the|of my|of the) (?:tablets|pills|meds|medication|painkillers|sleeping)|all at once|took them all|taken them all|swallowed (?:them|all|the lot)|the lot of them|too many (?:pills|tablets)|double the dose|more than (?:the dose|prescribed|i should)|handful of (?:[a-z]+ ){0,4}?(?:pills|tablets|meds|painkillers)|(?:took|taken|swallowed|had) a handful|(?:taken|took|swallowed) (?:about |like |around |maybe |over )?(?:[1-9]\\d|twenty|thirty|forty|fifty)) ';

/** Danger now, but for an intruder or a follower, which a scare that came to nothing tells of. */
const DANGER_NOW =
  ' (?:smell gas|smelled gas|smelling gas|gas leak|hissing|can not breathe|not breathing|chest pain|passing out|passed out|unconscious|knife to|has a knife|has a gun|breaking glass|smashing glass|with (?:rods|sticks|knives|a knife|machetes|a machete|bats|a bat|an axe|a hammer)|call (?:911|999|000|112|an ambulance|the police)|help me) ';

/** Someone breaking in or following: danger now, unless the message says the scare is over. */
const INTRUDER = ' (?:intruder|breaking in|broke in|following me|followed me) ';

const CRISIS_WORDS = new RegExp(
  [HURT_BY_SOMEONE, ENDING, SELF_HARM, TOO_MUCH, DANGER_NOW, INTRUDER].join('|'),
);
const BEYOND_A_SCARE = new RegExp(
  [HURT_BY_SOMEONE, ENDING, SELF_HARM, TOO_MUCH, DANGER_NOW].join('|'),
);

/**
 * Whether normalised words tell of a crisis that no everyday reading may read past; for the
 * reading of a scare that came to nothing (`scare`), someone breaking in or following is its own
 * subject and does not count.
 */
export function speaksOfCrisis(words: readonly string[], scare = false): boolean {
  return (scare ? BEYOND_A_SCARE : CRISIS_WORDS).test(` ${words.join(' ')} `);
}
