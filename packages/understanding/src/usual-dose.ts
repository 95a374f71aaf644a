/**
 * Whether a message tells of medicine taken as one usually takes it: 'took 2 paracetamol for my
 * headache', 'took my tablets late cos i forgot', 'can i take ibuprofen with my antibiotics'. The
 * model weighs 'took' and 'pills' as overdose words whatever is around them, and such messages
 * were among its surest false alarms (0.79, a full crisis reply to someone who forgot their
 * tablets). It needs a medicine taken or asked about, in an everyday amount (one, two, a couple,
 * 'my'), with an everyday reason or manner (a pain or an illness, as the doctor or the box said,
 * as usual or as prescribed, late, forgotten, with breakfast, a question whether it is safe), or
 * a medicine a doctor prescribed or changed. It errs towards the alarm: any word of an amount
 * beyond the usual ('all', 'too many', 'a bottle', 'another', a number of three or more), of
 * drink or other drugs, of sleep medicine, of harm or of feeling unwell after it ('dizzy',
 * 'scared', 'cannot feel') leaves the message to the model.
 */

/** Medicine, as the normaliser writes it. */
export const MEDICINE =
  '(?:paracetamol|panadol|ibuprofen|nurofen|tylenol|advil|aspirin|calpol|lemsip|sudafed|antibiotics?|antihistamines?|cetirizine|painkillers?|pills?|tablets?|meds|medication|medicine|vitamins?|inhaler|birth control|adderall|ritalin|concerta|vyvanse|elvanse|melatonin|metformin|levothyroxine|omeprazole|gaviscon|antacids?)';

/** What a medicine is for, named before it ('her blood pressure pills', 'my bp meds'). */
const CONDITION =
  '(?:blood pressure|bp|heart|thyroid|diabetes|diabetic|cholesterol|statin|allergy|hay fever|hayfever|iron|asthma|acid|reflux|water|period|migraine|arthritis)';

/** A medicine taken or to be taken, in an everyday amount. */
const TAKEN = new RegExp(
  ` (?:took|take|taken|takes|taking|had|have|having|popped|pop|forgot|forgetting|forget|remembered|remember) (?:to take )?(?:my |her |his |me |the |a |an |one |two |1 |2 |a couple of |a couple |couple of |couple |some |their )?(?:usual |daily |morning |evening |night |new |regular )?(?:${CONDITION} )?${MEDICINE} `,
);

/** An everyday reason or manner. */
const EVERYDAY = new RegExp(
  [
    // 'for my headache', 'for period cramps', 'for the ear', 'for my head'
    ` for (?:my |me |the |a |this |her |his |their |that |period |bad |sore )?(?:[a-z]+ )?(?:headache|head|migraine|cramps|period|pain|back|hip|knee|shoulder|neck|tooth|toothache|teeth|cold|flu|throat|ear|ears|fever|temperature|cough|chest infection|infection|allergies|hay fever|hayfever|hangover|sugar|blood pressure|cholesterol|thyroid|asthma|arthritis|malaria|migraines)`,
    ` like (?:the |my )?(?:doctor|doc|gp|nurse|pharmacist|chemist|box|packet|label|leaflet) (?:said|says|say|told|tells)`,
    ` (?:headache|pain|cramps|it) (?:is |has |s )?(?:gone|better|easing|going away|going|kicking in|helped|helping|finally)`,
    ` (?:late|forgot|forgetting|forget|remembered|with (?:breakfast|food|my tea|dinner|water)|this morning|in the morning|before bed|every day|every morning|each morning) `,
    // a medicine named by what it is for is its own everyday reason ('her blood pressure pills')
    ` ${CONDITION} ${MEDICINE} `,
    // 'like normal', 'as usual', 'as prescribed'
    ` (?:like|as) (?:normal|usual|always|prescribed|directed) `,
    // asking before: 'is it safe to take', 'can i take ... together'
    ` (?:is it|is that|can i|should i|do i|could i) (?:safe |okay |normal |fine |bad )?(?:to )?(?:take|mix|have) `,
  ].join('|'),
);

/** One or two of a medicine named before, at its time: 'the tablets ... taking one every morning'. */
const ONE_AT_ITS_TIME = new RegExp(
  `${MEDICINE} (?:[a-z0-9]+ ){0,12}?(?:taking|take|takes|took|have|having) (?:one|two|1|2) (?:a day|a night|every|each|at night|in the morning|at breakfast|with) `,
);

/**
 * A medicine a doctor or pharmacist prescribed or changed ('doc put me on blood pressure pills',
 * 'my gp upped my painkillers'): its own everyday reason.
 */
const PRESCRIBED = new RegExp(
  ` (?:doctor|doctors|doc|gp|psychiatrist|nurse|consultant|pharmacist|chemist) (?:has |have |had |just |then )?(?:upped|lowered|changed|switched|increased|reduced|halved|doubled|put me on|started me on|took me off|taken me off|gave me|given me|prescribed me|prescribed) (?:[a-z]+ ){0,4}?${MEDICINE} `,
);

/** Anything beyond the usual: the message stays the model's. */
const BEYOND = new RegExp(
  [
    ` (?:all|whole|entire|every one|everything|too many|too much|lots of|loads of|a lot of|a load of|bunch of|handful|bottle|bottles|box of|boxes|packet of|packets|pack of|packs|strip|strips|stash|stockpile|stockpiling|saved up|saving up|saved them up|save them up|saving them|keeping them|collecting them|hoarded|hoarding|sleep forever|asleep forever|more|another|again|extra|double|on purpose) `,
    ` (?:[3-9]|\\d\\d+|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|dozen|hundred) (?:[a-z]+ )?${MEDICINE} `,
    // sleep medicine, benzodiazepines, opioids and other strong or street drugs, by name
    ` (?:sleeping|sleep|sleepers|zopiclone|ambien|zolpidem|temazepam|diazepam|lorazepam|ativan|clonazepam|klonopin|benzos|xanax|valium|oxy|oxycodone|percocet|percs|opioids?|codeine|tramadol|morphine|fentanyl|methadone|heroin|gabapentin|pregabalin|lyrica|insulin|lithium|sertraline|amitriptyline|edibles|weed|coke|meth|ketamine|drugs) `,
    ` (?:drank|drink|drinking|drunk|alcohol|vodka|whisky|whiskey|wine|beer|beers|cans|gin|rum|shots) `,
    ` (?:die|dying|dead|kill|end it|end my|wake up|not wake|never wake|goodbye|suicide|suicidal|overdose|poison|bleach|hurt myself|selfharm|how many|what happens if|enough to|lethal|fatal|worth it|anymore) `,
    ` (?:point|pointless|hopeless|give up|giving up|can not cope|can not go on|can not do this|wish i|not that it matters|nothing matters|no one cares|nobody cares|done with|sick of|tired of) `,
    // taken twice over, or the body slowing ('took it already', 'three times', 'cannot stand up')
    ` (?:twice|two times|three times|times|already took|already taken|took it already|taken it already) `,
    ` (?:can not stand|can not get up|can not move|heart going|heart is going|heart slow|heart so slow|chest|faint|fainting|collapsed|collapse) `,
    ` (?:dizzy|scared|afraid|sick|vomit|vomiting|throwing up|threw up|numb|can not feel|can not breathe|shaking|heart racing|hospital|ambulance|a and e|passed out|blacking out|blurry) `,
  ].join('|'),
);

/** Whether normalised words tell of medicine taken as usual (see above). */
export function usualDose(words: readonly string[]): boolean {
  const s = ` ${words.join(' ')} `;
  return (
    (((TAKEN.test(s) || ONE_AT_ITS_TIME.test(s)) && EVERYDAY.test(s)) || PRESCRIBED.test(s)) &&
    !BEYOND.test(s)
  );
}
