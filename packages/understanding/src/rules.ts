/**
 * Precise rules: the few ways of saying a crisis that leave no doubt, read beside the model.
 * The model weighs words and is unsure of phrases it met once or never (a crisis said in
 * Spanish or Tagalog, 'checking out of life', 'rather be dead'); a phrase here is a crisis
 * whatever else the message says, unless its sentence sets it in the past, sets it in a story,
 * denies it or laughs it off. Each rule is read over the normalised words of one sentence,
 * so a phrase must be whole words. Only phrases that are almost never said of anything but a
 * crisis belong here: idioms that share their words ('i could kill myself, lol') are the
 * model's to weigh, and each rule is checked against every hard negative of the corpus by the
 * tests.
 */
import type { CrisisKind } from './labels';
import { normalizeTokens, sentences } from './normalize';

interface Rule {
  kind: CrisisKind;
  /** Over ` words of the sentence ` (a space at each end), so `\b` is not needed. */
  pattern: RegExp;
  /** What, found in the same sentence, leaves it to the model. */
  unless?: RegExp;
}

// The normaliser has already written out 'im', 'ive', 'dont', 'wont', 'wanna' and 'gonna'.
const I = '(?:i|i am|i have|i ve|ill|i will|i would|id|i d)';
/** Wanting or meaning to, not 'could' or 'might': 'he texted back, i could die right now'. */
const WANT =
  '(?:just |really |honestly |seriously )?(?:want to|wish to|going to|about to|ready to|planning to|plan to|decided to|trying to|try to|tempted to|thinking of|thinking about)';

/**
 * Asked of people in general, not of anyone the writer knows ('what happens if someone tells
 * this app they want to kill themselves', 'why do men kill themselves'): the model's to weigh.
 */
const ASKED_IN_GENERAL =
  / (?:someone|somebody|anyone|anybody|people|person|men|women|teens|teenagers|what happens if|what do you do if|what would you do if|what should you do if) /;

/**
 * Saying one is not safe: the plainest way to ask for help, and the one a safety check asks about
 * ('im not safe', 'i dont feel safe at home'). The model read it as low mood, as 'safe' mostly
 * says a crisis is over. Only what follows it here makes it a crisis, so 'i dont feel safe walking
 * home at night' is the model's.
 */
const NOT_SAFE =
  '(?:i am (?:really |just |so |honestly )?(?:not safe|unsafe)|i (?:do not|never|no longer|can not) (?:really |honestly )?feel safe|i feel (?:really |so )?(?:not safe|unsafe))';
const CLOSE_PERSON =
  '(?:him|her|them|he|she|my (?:dad|father|stepdad|stepfather|mum|mother|stepmum|stepmom|stepmother|husband|wife|partner|boyfriend|girlfriend|brother|sister|uncle|aunt|family|parents|ex|landlord|flatmate|roommate|housemate))';
/** Who else is worried, or what the app would do if: not the writer saying so. */
const SAFE_ASKED =
  / (?:if|whether|worries|worried|worry|thinks|think|says) (?:that )?i (?:am|do|feel|say|said|tell|told|type|write) /;

/** What people swallow to poison themselves, as they name it. */
const POISON =
  '(?:rat poison|poison|bleach|weed ?killer|antifreeze|pesticide|insecticide|paraquat|sniper|rat killer)';
/** Hoping or praying for it, not saying one will: 'i hope i get hit by a car'. */
const HOPE = '(?:hope|hoping|wish|wishing|pray|praying)';
/** What can hit or run someone over. */
const VEHICLE =
  '(?:car|bus|truck|lorry|train|tram|van|taxi|cab|drunk driver|driver|meteor|asteroid|lightning)';
/** How often or lately a thought comes, and nothing after it: 'thinking about dying a lot'. */
const DWELT =
  '(?: (?:a lot|all the time|every day|every night|constantly|lately|again|today|tonight|more and more|so much|nonstop|non stop|recently|these days))? $';
/** Fear of dying is anxiety, not a wish: 'i cant stop thinking about dying, every headache'. */
const FEARED =
  / (?:scared|afraid|fear|fearing|terrified|frightened|anxious|anxiety|panic|panicking|worried|worry|worrying) /;

/** A medicine in Spanish or Portuguese, or by name, as the normaliser writes it. */
const SPANISH_DRUG =
  '(?:pastillas|pastilla|pildoras|remedios|remedio|comprimidos|medicamentos|medicinas|calmantes|tylenol|paracetamol|ibuprofen|clonazepam|rivotril|diazepam|alprazolam|sertralina|fluoxetina|insulina|tramadol)';

/** Dying of something in Portuguese or Spanish idiom: of shame, laughing, hunger, longing. */
const DIE_OF =
  / (?:morrer|morir|morirme) de (?:vergonha|verguenza|rir|risa|fome|hambre|saudade|saudades|sono|sueno|calor|frio|tedio|medo|miedo|inveja|envidia|amor|ansiedade|ansiedad|cansaco|cansancio|curiosidade|curiosidad) /;

/** Told as past ('last year', 'when i was 9'; 'years ago' takes any rule back). */
const PAST = '(?:last (?:year|week|month|time|summer|night)|yesterday|when i was)';
/** What closes an airway: an allergy, an asthma attack, a sting. */
const AIRWAY_CAUSE =
  '(?:allergic|allergy|reaction|anaphylactic|anaphylaxis|asthma attack|epipen|epipens|epi pen|inhaler|peanut|peanuts|(?:ate|eaten|had|with|contains|contained) nuts|hives|sting|stung)';
/** An airway closing, or no breath. */
const AIRWAY_FAILING =
  '(?:throat (?:is |s |feels like it is |feels like its )?(?:closing|swelling|swollen|tightening|tight)|tongue (?:is |s )?(?:swelling|swollen|huge)|lips and tongue (?:are )?swelling|can not (?:breathe|breath|swallow|get air|get any air)|struggling to breathe|hard to breathe|lips (?:are )?(?:going|turning) blue|gasping)';
/** A face falling on one side, now: drooping, gone crooked, one side not moving. */
const FACE_DROPPING =
  '(?:(?:face|mouth|smile) (?:[a-z]+ ){0,4}?(?:drooping|drooped|dropped|gone down|is down|down on one side|not moving|will not move|gone crooked|gone lopsided|gone droopy)|one side of (?:his|her|my|their|the) (?:face|mouth|smile))';
/** A face fallen on one side, as it falls or as it looks ('a droopy mouth', 'lopsided face'). */
const FACE_FALLEN = `(?:${FACE_DROPPING}|(?:face|mouth|smile) (?:[a-z]+ ){0,4}?(?:droopy|crooked|lopsided)|(?:drooping|droopy|drooped|lopsided) (?:on (?:the )?one side )?(?:face|mouth|smile))`;
/** Speech gone wrong, now: slurred, jumbled, or gone. */
const SPEECH_WRONG =
  '(?:slurring|slurred|words (?:are |come |coming )?(?:out )?(?:wrong|all wrong|jumbled|mixed up)|can not (?:say|get) (?:my|his|her|the) (?:name|words)|can not (?:speak|talk)(?: properly| right| clearly| at all)?|speaking (?:very )?(?:bad|badly|funny|strange|wrong)|talking (?:funny|strange|wrong|gibberish)|only noises)';
/** An arm, a hand or a leg gone weak on one side, now. */
const LIMB_WEAK =
  '(?:(?:arm|hand|leg) (?:is |has |gone |went |just )?(?:floppy|limp|weak|will not move|not moving|can not move)|can not (?:lift|raise|move) (?:his|her|my|their) (?:arm|hand|leg)|keeps dropping things)';
/** The signs of a stroke: a face fallen, speech gone wrong, an arm gone weak. */
const STROKE_SIGN = `(?:${FACE_FALLEN}|${SPEECH_WRONG}|${LIMB_WEAK}|face (?:is |has )?(?:gone )?numb)`;

/**
 * What says an emergency is not happening now: asked about, past, or over ('what to do if', 'last
 * week', 'fine now'); 'years ago' takes any rule back already (TAKEN_BACK).
 */
const NOT_NOW = `(?:if|what to do (?:if|when)|${PAST}|years ago|fine now|okay now)`;

/** A child, by the names people give one. */
const CHILD =
  '(?:baby|newborn|infant|toddler|son|daughter|child|kid|little one|little boy|little girl|grandson|granddaughter|nephew|niece|[0-9]+ (?:year|month|week) old)s?';
/** Things a child swallows that are an emergency. */
const SWALLOWED_THING =
  '(?:button battery|button batteries|battery|batteries|magnet|magnets|dishwasher tablets?|washing tablets?|washing pods?|laundry pods?|detergent|bleach|pills|tablets|paracetamol|calpol|ibuprofen|medicine|vitamins|iron tablets|nicotine|vape liquid|rat poison|antifreeze|weed ?killer|essential oil|oven cleaner|drain cleaner|toilet cleaner|cleaner|powder for cleaning|cleaning powder|pod|pods|methadone)';

/**
 * Pain or tightness in the chest with an arm or the jaw gone numb or tingling, either way round.
 */
const HEART_WITH_ARM =
  ' (?:chest|heart) (?:[a-z]+ ){0,12}?(?:arm|arms|jaw|shoulder) (?:[a-z]+ ){0,3}?(?:numb|tingling|tingly|pins and needles|heavy|dead)| (?:arm|arms|jaw|shoulder) (?:[a-z]+ ){0,3}?(?:numb|tingling|tingly|pins and needles|heavy|dead) (?:[a-z]+ ){0,12}?(?:chest|heart) | (?:clutching|gripping|grabbing) (?:at )?(?:his|her|their|my) chest | elephant (?:[a-z]+ ){0,2}?on (?:my |his |her |the )?chest ';

/** A stimulant, by the names people give it. */
const STIMULANT = '(?:coke|cocaine|speed|mdma|molly|ecstasy|meth|tik|crack)';

/** A heart's trouble told as past, or checked and found well. */
const HEART_CHECKED =
  '(?:yesterday|last week|last month|last year|was fine|all clear|checked|doctor said|doctors said|gp said)';

/** Snakes, and the venomous ones people name. */
const SNAKE =
  '(?:snake|cobra|krait|viper|adder|rattlesnake|rattler|taipan|mamba|copperhead|cottonmouth|boomslang|king brown|tiger snake)';

const RULES: readonly Rule[] = [
  // ---- suicide, in English
  { kind: 'suicide', pattern: / (?:end|ending|take|taking|took) my (?:own )?life / },
  // ('hang myself' is also 'hang myself a shelf', and is the model's)
  { kind: 'suicide', pattern: / (?:top|topping|off|offing) myself / },
  {
    // 'i could kill myself' and 'ill kill myself if the printer jams again' are the model's
    kind: 'suicide',
    pattern:
      / (?:want to|going to|about to|ready to|planning to|plan to|decided to|trying to|try to|tried to|how to|how do i|thinking about|thinking of) (?:kill|killing) myself (?!if |when |over |because |at |for )/,
  },
  {
    kind: 'suicide',
    pattern:
      / (?:want to|going to|about to|ready to|planning to|plan to|thinking of|thinking about|considering|tempted to|will|how do i|how can i|how would i) (?:commit|commiting|committing|do|doing) suicide /,
  },
  {
    // ('if i start feeling suicidal on the tablets, come back' is the model's)
    kind: 'suicide',
    pattern: / (?:i am|i feel|i keep feeling|still) (?:so |really |very |pretty )?suicidal /,
  },
  { kind: 'suicide', pattern: / my suicide (?:note|letter|plan) / },
  {
    // the last word one will ever send ('last message ill ever send, love you mum')
    kind: 'suicide',
    pattern:
      / (?:last|final) (?:message|text|post|note|letter|words) (?:i will|ill|i am going to|i am ever going to|i) ever (?:send|write|post|type|say) /,
  },
  {
    // 'id rather be dead than wear that' is a joke; 'rather be dead than keep living' is not
    kind: 'suicide',
    pattern:
      / (?:rather|better off) (?:be )?dead (?!than )| rather be dead than (?:keep|carry on|go on|live|living|be alive|wake|face)/,
  },
  {
    kind: 'suicide',
    pattern:
      / wish (?:i|i was|i were|id|i had) (?:was |were )?(?:dead|never born|never been born|not alive) /,
  },
  {
    kind: 'suicide',
    pattern:
      / (?:do not|no longer|not) want to (?:be alive|live|exist|be here|wake up) (?:any ?more|anymore|now) /,
  },
  { kind: 'suicide', pattern: / (?:nothing|no reason|nobody|no one) (?:left )?to live for / },
  { kind: 'suicide', pattern: / (?:end|ending) it all / },
  {
    // said and left there ('ending everything with him' is about him)
    kind: 'suicide',
    pattern: new RegExp(
      ` (?:${WANT}|feel like|feeling like) (?:end|ending) everything(?: (?:now|tonight|today|soon))? $`,
    ),
  },
  {
    // Feeling like dying, said of oneself and left there. Only from the sentence's start, so
    // 'it feels like dying' (panic), 'this hangover, i feel like dying' and 'feel like dying of
    // embarrassment' are the model's; a body's pain or shame named in the sentence leaves it too.
    kind: 'suicide',
    pattern:
      /^ (?:(?:i|am|just|honestly|really|literally|kind of|lowkey|so|still|and|but|to be honest|lately|tonight|some days|most days|sometimes) )*(?:feel|feeling) like dying(?: (?:now|tonight|today|again|a lot|all the time|every day|most days|to be honest|honestly))? $/,
    unless:
      / (?:hangover|hungover|flu|sick|fever|cold|covid|migraine|headache|cramps|period|poisoning|toothache|pain|heat|gym|workout|embarrassed|embarrassing|cringe|mortified) /,
  },
  {
    // An urge to end 'things', said and left there. Only as an urge: 'i want to end things' and
    // 'thinking of ending things' are also how a breakup is told when the partner was named in
    // the sentence before, and are the model's to weigh ('ending things with him' is about him).
    kind: 'suicide',
    pattern: / (?:feel like|feeling like) (?:end|ending) things(?: (?:now|tonight|today|soon))? $/,
  },
  {
    // ('life isnt worth living without coffee' is the model's)
    kind: 'suicide',
    pattern:
      / (?:life|my life) (?:is not|is no longer|ain t) (?:really )?worth (?:living|it any ?more|living any ?more) (?!without |if |unless )/,
  },
  {
    // 'im so done with life' or 'done living', said and left there ('done with life admin' and
    // 'done living in london' go on); the 'i am' is often left out, so the phrase also counts at
    // the start of its sentence or after 'and' ('so done with life', 'finished with living'), and
    // a word of talk may follow ('innit', 'bro')
    kind: 'suicide',
    pattern:
      /(?:^| i am| i m| and)(?: so| just| really| completely| totally| honestly)? (?:done|finished) (?:with (?:my )?life|(?:with )?living) (?:(?:now|honestly|to be honest|at this point|for real|anymore|any more|not going to lie|innit|eish|man|mate|bro|bruh|fam) )?$/,
  },
  {
    // 'i cant go on', said and left there ('cant go on like this with the hours' goes on, and
    // 'cant go on the trip' is about a trip)
    kind: 'suicide',
    pattern:
      /(?:^| i)(?: just| really| honestly| simply| seriously)? can not (?:go on|carry on)(?: like this)?(?: (?:anymore|any more|any longer))? $|(?:^| i)(?: just| really| honestly)? can not keep (?:going|living) (?:anymore|any more|any longer) $/,
  },
  {
    // ('disappear for a week', 'for a bit' is a holiday, and the model's)
    kind: 'suicide',
    pattern:
      / (?:want to|wish i could|feel like|going to|ready to)(?: just)? (?:disappear|disappearing|vanish|vanishing) (?:forever|for good|permanently) /,
  },
  { kind: 'suicide', pattern: / check(?:ing)? out of (?:life|this life|this world) / },
  // a wish that has gone on ('been wanting to die for weeks'); not 'to die of shame'
  { kind: 'suicide', pattern: / (?:been|keep|kept|still) wanting to die (?!of )/ },
  // ('goodbye forever' is said to braces and old phones as often, and is the model's)
  { kind: 'suicide', pattern: / (?:goodnight|good night) forever (?!to )/ },
  {
    kind: 'suicide',
    pattern: new RegExp(
      ` ${I} ${WANT} (?:die|be dead|disappear forever|not exist) (?:tonight|today|now|right now|soon) `,
    ),
  },
  {
    // someone close meaning to do it now ('my son wants to kill himself', 'he says hes going to
    // end his life'): the model often reads these as abuse, or as talk of someone else. 'tried
    // to' and 'was going to' are of the past, and 'someone tells you they want to' asks how the
    // app works (ASKED_IN_GENERAL): both the model's
    kind: 'suicide',
    pattern:
      / (?:she|he|they|shes|hes|theyre|(?:friends|mate|bestie|sister|brother|son|daughter|kid|child|cousin|mum|mother|dad|father|partner|boyfriend|girlfriend|husband|wife|flatmate|roommate|housemate)s?) (?:(?:says|said|told me|keeps saying|is saying|texted me|messaged me|just texted me|just told me) (?:that )?(?:she|he|they) )?(?:is |s |are |really |still |just |keeps )?(?:wants to|want to|going to|about to|planning to|plans to|threatening to|threatens to|talking about|talks about|thinking about|thinking of|trying to) (?:kill|killing|end|ending|take|taking) (?:himself|herself|themselves|themself|(?:his|her|their) (?:own )?life) /,
    unless: ASKED_IN_GENERAL,
  },
  {
    // not safe from oneself ('i dont feel safe with myself tonight', 'i dont trust myself right
    // now'); 'i dont trust myself to cook' is self-doubt, and the model's
    kind: 'suicide',
    pattern: new RegExp(
      ` ${NOT_SAFE} (?:with|from|around|by) myself | (?:can not|no longer|do not know how to|not able to|unable to) keep myself safe | i am (?:really |so |honestly )?(?:scared|afraid|frightened|terrified) of myself(?: (?:right now|now|tonight))? $| i (?:do not|can not|no longer) trust myself (?:right now|tonight|any ?more|to be alone|alone|to stay safe|to keep myself safe|not to do something)`,
    ),
    unless: SAFE_ASKED,
  },
  {
    // wishing to be killed by chance ('i hope i get hit by a car', 'wish a bus would hit me');
    // 'i hope i get hit up about the job' and 'hit with good news' are the model's, and so is
    // the joke that says what it gets out of ('so i dont have to go to school')
    kind: 'suicide',
    pattern: new RegExp(
      ` ${HOPE} (?:that )?(?:i|id) (?:just |would |will |could )?(?:get|got|gets) (?:hit|run over|knocked down|knocked over|killed) (?:by (?:a |the |an |some )?${VEHICLE}|$)| ${HOPE} (?:that )?(?:a|the|some) ${VEHICLE} (?:would |will |could |just )*(?:hit|hits|run|runs|kill|kills|take|takes) me `,
    ),
    unless: / so (?:that )?i (?:do not|can not|will not|never|would not|could) /,
  },
  {
    // meaning to go under a vehicle or onto the tracks ('gonna step in front of a bus', 'i want
    // to walk into traffic', 'planning to lie down on the railway line'): the model weighs the
    // many everyday lines about jumping and traffic above the method. No intent said ('nearly
    // stepped in front of a bus, wasnt looking') or one thing weighed against another ('id rather
    // jump in front of a train than sit through that meeting') is the model's
    kind: 'suicide',
    pattern: new RegExp(
      ` (?:${WANT}|will|ill|shall) (?:just )?(?:(?:(?:jump|step|walk|run|throw myself|fling myself) (?:out )?in front of|(?:jump|throw myself|fling myself|lie down|lay down) under) (?:a |an |the |some |that |this )?(?:next |first |nearest |passing |oncoming )?(?:${VEHICLE}|traffic)s?(?! (?:shelter|stop|station|queue|lane|door|doors|ticket|seat|park|wash|window|route|pass|bridge))|(?:jump|step|walk|run|throw myself) (?:out )?into (?:the )?(?:oncoming )?traffic|(?:lie|lay|lie down|lay down) (?:on|across) (?:the )?(?:train tracks|railway tracks|tracks|railway line|railway|rail line|motorway|highway)(?! (?:bridge|station|side|verge|services)))(?: |$)`,
    ),
    unless: / than | rather | if (?:i|we|you|they|he|she|it) /,
  },
  {
    // meaning to go off a height ('going to jump off the tyne bridge', 'gonna throw myself off
    // the balcony', 'thinking of jumping from the top floor tonight'): the corpus's everyday lines
    // jump off bridges, piers and high boards for fun, in a game or a film, or in a joke with
    // 'if', and the model weighs those above a plain bridge it has not met. The writer must be
    // the one who means to (not the kids or a mate); water, a dare, play or 'if' leave it to
    // the model, and so do a story, a joke or the past (TAKEN_BACK)
    kind: 'suicide',
    pattern: new RegExp(
      `(?:^| i| i am| i will| ill| i think i will| maybe i| tonight i)(?: just| really| honestly| seriously| finally)? (?:${WANT}|will|can not stop thinking about|keep thinking about|been thinking about|going to go|about to go)(?: go)? (?:jump|jumping|leap|leaping|throw myself|throwing myself|fling myself) (?:off|from) (?:[a-z0-9]+ ){0,4}?(?:bridge|roof|rooftop|building|balcony|cliff|cliffs|viaduct|overpass|flyover|car park|carpark|multi storey|multistorey|parking garage|parking house|tower|tower block|block of flats|terrace|window|ledge|top floor|[0-9]+(?:th|st|nd|rd)? floor|skyscraper|something high|somewhere high)(?: |$)`,
    ),
    unless:
      / (?:if|when|unless|than|rather|bet|dare|dared|swim|swimming|sea|river|lake|water|pool|dive|diving|bungee|parachute|skydiving|harness|jetty|pier|wharf|pontoon|shed|ball|kids|stunt|trampoline|sofa|couch|bed|bunk|game|level|minecraft|fortnite|to get|to save|wish me luck|charity|sponsored|abseil|abseiling|zipline|zip line) /,
  },
  {
    // at a height and going over, said and left there ('on the 14th floor balcony and im
    // climbing over'); a cat, keys, a gutter or a view are why people lean over, and the model's
    kind: 'suicide',
    pattern:
      / (?:balcony|bridge|roof|rooftop|ledge|cliff|car park|carpark|overpass|flyover|viaduct|multi storey|[0-9]+(?:th|st|nd|rd) floor)(?: [a-z0-9]+){0,6}? (?:climbing|climbed|stepping|stepped|leaning) (?:over|out|off)(?: (?:the )?(?:railing|railings|rail|barrier|edge|fence|parapet|wall|side|ledge))?(?: (?:now|tonight|right now))? $/,
    unless:
      / (?:cat|dog|kid|kids|locked|keys|ball|window|cleaner|to get|to fix|to reach|plant|plants|washing|gutter|gutters|photo|selfie|view) /,
  },
  {
    // about to jump, said to whoever is listening and left there ('need to talk before i jump');
    // 'before i jump in' or 'before i jump on the train' go on, and are the model's
    kind: 'suicide',
    pattern:
      / before i (?:jump|do it|go through with it|end it|end it all|end my life|kill myself)(?: (?:tonight|now|today|off))? $/,
  },
  {
    // the rope ready or up ('ropes ready'), or tied where one hangs from ('cords tied to the
    // banister'); a hoodie's or a blind's cords tied up, a swing, a climb, a tug of war, a boat
    // or a washing line are not
    kind: 'suicide',
    pattern:
      / (?:rope|noose)s? (?:is |are |s )?(?:ready|up|set up)(?: (?:already|now|tonight))?(?: |$)| (?:rope|noose|cord|belt)s? (?:is |are |s )?(?:tied|hung) (?:to|from|over) the (?:banister|banisters|beam|rafter|rafters|loft hatch|ceiling|hook|door) /,
    unless:
      / (?:swing|tug|climbing|climb|wall|boat|tent|washing|line|skipping|kids|dog|horse|calf|cattle|gym|training|hammock|tarp|lights|bunting|tyre|tire|knot|knots|scouts|class|boxing|fence|trailer|load) /,
  },
  {
    // wishing not to wake or to survive, said and left there ('every night i pray i dont wake
    // up', 'hoping i dont survive the surgery'); 'i hope i dont wake up with this headache'
    // goes on, and 'wake up the baby' is a baby
    kind: 'suicide',
    pattern: new RegExp(
      ` ${HOPE} (?:that )?i (?:just )?(?:do not|never|will not|would not) (?:wake up|wake up again|survive|survive it|survive this|survive the (?:night|surgery|operation))(?: (?:tomorrow|tonight|in the morning|again|this time|ever))? $| ${HOPE} (?:that )?i could (?:just )?(?:go to )?sleep and (?:just )?(?:not|never) wake up(?: again)? $`,
    ),
  },
  {
    // not minding death ('i wouldnt mind if i got hit by a truck', 'wouldnt mind dying tbh');
    // 'i wouldnt mind dying my hair' goes on, about hair
    kind: 'suicide',
    pattern:
      / (?:would not|do not|would not really|would not even|honestly would not) mind (?:if i (?:got|get) (?:hit|run over|killed)|(?:if i (?:died|was dead|were dead|did not wake up|never woke up|just died)|dying|being dead|not waking up)(?: (?:tonight|tomorrow|today|now|honestly|to be honest|anymore|at this point))? $)/,
  },
  {
    // thoughts of one's own death that will not stop or are dwelt on, said and left there
    // ('i cant stop thinking about dying', 'i daydream about my own death'); 'dying my hair'
    // goes on, and 'scared', 'anxious' or 'panic' in the sentence is the fear of dying, which
    // is the model's
    kind: 'suicide',
    pattern: new RegExp(
      ` (?:(?:can not stop|keep|always|constantly|obsessively) (?:thinking|think)|(?:fantasi[sz]e|fantasi[sz]ing|daydream|daydreaming|obsess|obsessing)) about (?:dying|death|my (?:own )?death|being dead|not being alive|not existing)${DWELT}| (?:i|i have been|i am|been|still|i still) (?:think|thinking) about (?:dying|my (?:own )?death|being dead)${DWELT}`,
    ),
    unless: FEARED,
  },
  {
    // asking after a way to do it, or whether it hurts ('easiest way to kill yourself', 'do u
    // think it hurts to hang urself'); 'easiest way to kill weeds' is not of a person
    kind: 'suicide',
    pattern:
      / (?:way|ways|method|methods|how|how do you|how would you|how would i) to (?:kill|hang|drown|poison|shoot|suffocate|gas) (?:yourself|oneself|myself) | (?:hurt|hurts|painful|painless|quick|quicker|take long|takes long) (?:to|when you|if you|if i) (?:hang|drown|poison|shoot|suffocate|gas|kill) (?:yourself|oneself|myself) /,
  },
  {
    // asking God's forgiveness for what one is about to do ('god forgive me for what im about
    // to do', 'allah please forgive me for what i am going to do tonight'), said and left there:
    // 'forgive me for what im about to do to this pizza' goes on, and a laugh is ruled out
    kind: 'suicide',
    pattern:
      / (?:god|allah|lord|jesus|mwari) (?:please )?forgive me for (?:what|wat) i am (?:about|going) to do(?: (?:now|tonight|today))? $/,
  },
  // ---- suicide, in the other languages people write to us in
  // Spanish and Portuguese: 'I want to die', 'I'm going to kill myself', 'suicide'
  { kind: 'suicide', pattern: / (?:quiero|quero|quisiera|deseo) morir(?:me)? /, unless: DIE_OF },
  {
    kind: 'suicide',
    pattern: / (?:me quiero|voy a|quiero) (?:matar|matarme|suicidar|suicidarme) /,
  },
  {
    kind: 'suicide',
    pattern: / (?:quero|vou) (?:morrer|me matar|matar me|me suicidar) /,
    unless: DIE_OF,
  },
  {
    // thinking of or longing for it: 'to pensando em me matar', 'pienso en quitarme la vida',
    // 'tengo ganas de morir' ('morrer de vergonha', dying of shame, is an idiom)
    kind: 'suicide',
    pattern:
      / (?:pensando|penso|pensei|pensar|vontade|tentado|tentada|decidi) (?:em|de) (?:me matar|matar me|morrer|me suicidar|suicidal|tirar (?:a )?minha (?:propria )?vida|acabar com (?:a )?minha vida) | (?:pensando|pienso|pense|pensar|ganas|tentado|tentada|decidi) (?:en|de) (?:matarme|morir|morirme|suicidarme|suicidal|quitarme la vida|acabar con mi vida) | (?:quero|vou|voy a|quiero) (?:tirar|acabar com|quitarme|acabar con) (?:a |la )?(?:minha |mi )?(?:propria |propia )?vida /,
    unless: DIE_OF,
  },
  {
    // 'I don't want to live (any more, like this)', said and left there: 'ya no quiero vivir
    // aqui', 'nao quero viver com eles' are about a place or people
    kind: 'suicide',
    pattern:
      / (?:ya no|no) quiero (?:vivir|seguir viviendo|seguir vivo|seguir viva|existir)(?: mas| asi| nunca mas)? $| (?:ja nao|nao) quero (?:mais )?(?:viver|existir|continuar vivendo|continuar vivo|continuar viva)(?: mais| assim)? $/,
  },
  // Portuguese and Spanish: being followed, someone inside the house ('to sendo seguida',
  // 'tem alguem dentro de casa', 'me estan siguiendo'); followed on a social network is not
  {
    kind: 'danger',
    pattern:
      / (?:to|tou|estou|ta|esta|tamo|estamos) sendo (?:seguida|seguido|seguidas|seguidos|perseguida|perseguido) | me (?:estan|esta|vienen) (?:siguiendo|persiguiendo) | (?:tem|ha|hay) (?:alguem|alguien|um homem|un hombre|um cara|un tipo|uma pessoa|una persona) (?:estranho |extrano )?dentro d(?:e|a|o) (?:minha |mi |la )?(?:casa|quarto|cuarto|apartamento|departamento) | (?:alguem|alguien) (?:entrou|invadiu|arrombou|entro|se metio) (?:na |no |em |a |en )?(?:minha |mi |la )?(?:casa|quarto|cuarto|apartamento|departamento) /,
    unless:
      / (?:instagram|insta|tiktok|twitter|redes|rede|app|online|perfil|ontem|ayer|ano passado|el ano pasado|sonho|sueno|filme|pelicula|serie|novela|sonhei|sonhe|sone|pesadelo|pesadilla) /,
  },
  // Portuguese and Spanish, more of the ways a crisis is said: thinking of it with a word
  // between ('pensando seriamente em me matar'), wanting to end it all, tired of living, wishing
  // not to wake, the family better off without one ('estarian mejor sin mi')
  {
    kind: 'suicide',
    pattern:
      / (?:pensando|penso|pienso) (?:seriamente|muito|mucho|ja|de novo|otra vez) (?:em|en|de) (?:me matar|matarme|morrer|morir|me suicidar|suicidarme) | (?:pensando em|penso em|quero|pienso en|quiero) acabar (?:com|con) (?:tudo|todo) | (?:me canse|cansei|cansada|cansado|harta|harto) de (?:vivir|viver|existir|estar vivo|estar viva) | quero morre | (?:ojala|tomara|queria|quisiera|seria mejor|seria melhor|seria mais facil|seria tao mais facil|seria mas facil) (?:[a-z]+ ){0,3}?(?:no|nao) (?:despertar|despierte|amanezca|acordar|acordasse|acorde|amanhecer|amanhecesse) | (?:estarian|estaria|estariam|ficariam|ficaria|ficam|seriam|serian) (?:[a-z]+ ){0,2}?(?:mejor|melhor|mas felices|mais felizes) (?:sin mi|sem mim) /,
    unless: / (?:festa|fiesta|jogo|partido|time|equipo|trabalho|trabajo|empresa|projeto|proyecto) /,
  },
  // cutting again, or meaning to hurt oneself ('me volvi a cortar', 'voltei a me cortar',
  // 'quiero lastimarme'); 'me corte el pelo', a haircut, is not
  {
    kind: 'self-harm',
    pattern:
      / (?:me volvi a cortar|volvi a cortarme|voltei a me cortar|voltei a cortar|me corte otra vez|me corte de nuevo|me cortei de novo|me cortei outra vez|me estoy cortando|estoy cortandome|to me cortando|estou me cortando|tou me cortando) | (?:quiero|voy a|ganas de|necesito|quero|vou|vontade de|preciso) (?:hacerme dano|lastimarme|cortarme|me machucar|me cortar|me ferir|me queimar|quemarme) /,
    unless: / (?:pelo|cabelo|cabello|franja|unas|unhas|barba|dedo|cebolla|cebola) /,
  },
  // all of a medicine taken, or a medicine mixed with drink ('me tome todas las pastillas',
  // 'tomei a cartela toda', 'misturei clonazepam com vinho')
  {
    kind: 'overdose',
    pattern: new RegExp(
      ` (?:me tome|me trague|tome|trague|tomei|engoli|me tomei|vou tomar|voy a tomar|voy a tragarme|vou engolir|tragarme) (?:[a-z]+ ){0,2}?(?:todas|todos|toda|todo|el frasco|la caja|o frasco|a caixa|a cartela|demasiadas|demasiados|muitas|muitos) (?:[a-z]+ ){0,2}?${SPANISH_DRUG} | (?:misturei|mezcle|tome|tomei) (?:[a-z]+ ){0,2}?${SPANISH_DRUG} (?:[a-z]+ ){0,2}?(?:com|con) (?:vinho|vino|cerveja|cerveza|tequila|vodka|alcool|alcohol|pinga|cachaca|whisky|ron|bebida) `,
    ),
  },
  // someone close hitting, pushing or choking the writer ('mi esposo me golpea', 'ele me bateu',
  // 'apertou meu pescoco')
  {
    kind: 'abuse',
    pattern:
      / (?:el|ella|ele|ela|mi esposo|mi marido|mi novio|mi pareja|mi dad|mi padre|mi padrastro|mi hijo|mi jefe|mi ex|meu marido|meu namorado|meu pai|meu padrasto|meu tio|meu filho|meu chefe|meu ex|minha mae|mi mum|mi madre) (?:[a-z]+ ){0,2}?me (?:pega|pego|golpea|golpeo|empuja|empujo|avento|ahorca|ahorco|bate|bateu|agride|agrediu|empurra|empurrou|enforca|enforcou|sufocou|chuta|chutou|estuprou|violo) | (?:apertou|aperta|apretaba|apreto) (?:o |el )?(?:meu|mi) (?:pescoco|cuello) /,
    // a game, or a cold passed on ('mi papa me pego el resfriado')
    unless: / (?:jogo|juego|videogame|game|partida|futbol|futebol|resfriado|gripe|virus|haha) /,
  },
  // shooting now, or being followed ('estan disparando afuera', 'um carro ta me seguindo')
  {
    kind: 'danger',
    pattern:
      / (?:estan disparando|estao atirando|tao atirando|ta tendo tiroteio|tiroteio aqui|balacera aqui|tiroteo aqui) | (?:ta|esta|estao|tao|vem|viene|vienen) me (?:seguindo|perseguindo|siguiendo|persiguiendo) | me (?:viene|vienen) (?:siguiendo|persiguiendo) /,
    unless:
      / (?:filme|pelicula|serie|jornal|noticia|noticias|ontem|ayer|instagram|insta|tiktok|twitter|redes|jogo|juego) /,
  },
  // Tagalog: 'I don't want to live any more', 'I want to die', 'kill oneself'
  { kind: 'suicide', pattern: / ayoko na (?:mabuhay|mag ?live) / },
  {
    kind: 'suicide',
    pattern: / (?:gusto|gusto ko|gusto ko na|gusto ko nang) (?:na |nang )?mamatay /,
  },
  { kind: 'suicide', pattern: / (?:magpapakamatay|magpakamatay|nagpakamatay ako) / },
  // Ukrainian and Russian, as the normaliser writes Cyrillic in Latin letters: 'I don't want to
  // live (any more)', said and left there ('не хочу жити тут' is about a place), 'I want to die',
  // 'to kill oneself', 'I'll kill myself'
  {
    kind: 'suicide',
    pattern:
      / ne khochu (?:(?:bilshe|bolshe|vzhe|uzhe) )?(?:zhyty|zhyt)(?: (?:bilshe|bolshe|vzhe|uzhe|tak))? $/,
  },
  {
    kind: 'suicide',
    pattern:
      / (?:khochu|khochetsya) (?:pomerty|vmerty|umerty|umeret|zdokhnuty|sdokhnut) | (?:pokinchyty|pokonchyt|pokinchu|pokonchu) (?:z|zi|s|so) (?:soboyu|soboy) | (?:vbyty|ubyt|vbyu|ubyu) (?:sebe|sebya) /,
  },
  // Hindi and Urdu, as people type them in Latin letters: 'I want to die', 'suicide'
  {
    kind: 'suicide',
    pattern:
      / (?:marna|mar jana|mar jaana|mar jaun|mar jau) (?:chahta|chahti|chahata|chahati|hai|hu|hoon|hun) /,
  },
  {
    kind: 'suicide',
    pattern:
      / (?:khudkushi|khud kushi|aatmhatya|atmahatya) (?:karna|karunga|karungi|kar lunga|kar lungi|kar leta|kar leti) /,
  },
  {
    // 'I don't want to live', 'I don't feel like living any more', 'I want to end my life'
    kind: 'suicide',
    pattern:
      / (?:jeena|jina) nahi (?:hai|chahta|chahti|chahata|chahati)| (?:mujhe|main|mai|ab) (?:ab )?nahi (?:jeena|jina) | (?:jeene|jine) ka (?:mann|man|dil) nahi | (?:zindagi|apni zindagi) khatam (?:karna|karni|karunga|karungi|kar dunga|kar dungi|kar lunga|kar lungi) /,
  },
  // French, German, Italian, Indonesian and Malay: 'I want to die', 'kill myself'
  {
    // (French 'ma' is 'my', as the normaliser reads Scots 'ma' before a thing)
    kind: 'suicide',
    pattern:
      / (?:je (?:veux|vais)|jai envie de) (?:mourir|me tuer|me suicider) | je (?:ne )?veux plus vivre | je veux en finir(?: avec (?:la vie|my vie|tout))? $/,
  },
  {
    kind: 'suicide',
    pattern:
      / ich (?:will|mochte|moechte) (?:sterben|nicht mehr leben|mich umbringen|mich toten|mich toeten) | ich (?:bringe|bring) mich um /,
  },
  {
    // ('voglio morire dal ridere' is dying of laughter)
    kind: 'suicide',
    pattern:
      / (?:voglio|vorrei) morire | mi voglio (?:ammazzare|uccidere) | non voglio piu vivere | voglio farla finita /,
    unless: / dal ridere | dalle risate /,
  },
  { kind: 'suicide', pattern: / (?:mau|ingin|pengen|pengin|nak) (?:mati|bunuh diri) / },
  // Swahili and Sheng: 'I (just) want to die', 'I want to kill myself', 'I don't want to live
  // (any more)'; 'nitakufa na njaa' (I'll die of hunger) and a joking 'nitajiua' are the model's
  {
    kind: 'suicide',
    pattern:
      / (?:nataka|natamani|ningependa) (?:tu |sana |tu sana )?(?:kufa|kujiua|nife|nijiue) | sitaki (?:tena )?kuishi(?: tena| kabisa)? $| sitaki kuendelea kuishi /,
  },
  // ---- self-harm
  {
    kind: 'self-harm',
    pattern:
      / (?:cut|cutting|cuts|burn|burned|burnt|burning|carve|carved|carving) myself (?:again|on purpose|deliberately|tonight|last night|every) /,
  },
  { kind: 'self-harm', pattern: / (?:slit|slitting|cut|cutting|slash|slashing) my wrists? / },
  {
    kind: 'self-harm',
    pattern: / (?:hurt|hurting|harm|harming) myself (?:again|on purpose|deliberately) /,
    // a knock again on something ('hurt myself again on that cupboard door') is a mishap
    unless: / (?:hurt|hurting) myself again on (?:that|the|a|an|this|my|our|his|her|their) /,
  },
  {
    kind: 'self-harm',
    pattern: new RegExp(
      ` ${I} (?:still |keep |have been |been )?(?:selfharm|selfharming|selfharmed) `,
    ),
  },
  {
    // the means at hand, now ('the blade is right here', 'razor in my hand'); shaving is not
    kind: 'self-harm',
    pattern:
      / (?:blade|blades|razor|razors|razor blade) (?:is |are )?(?:right )?(?:in my hands?|next to me|in front of me|here|beside me) /,
    unless: / shav(?:e|ing|ed|er) |rollerblade|skate/,
  },
  {
    // in the other languages people write to us in: Spanish 'I cut myself again', 'I'm cutting
    // my arms', 'I hurt myself'; French and German the same ('ritzen' is only ever this);
    // Tagalog 'naglaslas'; Hindi 'cut my wrist' ('me corte el pelo' is a haircut and 'ich habe
    // mich in den finger geschnitten' a kitchen slip: a body part or 'again' is asked for)
    kind: 'self-harm',
    pattern:
      / me (?:corte|he cortado|estoy cortando|sigo cortando|corto) (?:otra vez|de nuevo|los brazos|las piernas|las munecas|la muneca|el brazo) | me hago dano | (?:hacerme|lastimarme) dano | (?:eu )?me cortei (?:de novo|outra vez|os bracos|o braco|os pulsos|o pulso) | je me suis (?:coupe|coupee|scarifie|scarifiee) (?:encore|de nouveau|a nouveau|les bras|les poignets|le poignet|les cuisses) | je me scarifie | ich (?:habe mich (?:wieder |schon wieder |heute |gestern )?geritzt|ritze mich) | naglaslas | (?:apni|apna) (?:nas|nasen|kalai) (?:kaat|kat) /,
  },
  // Swahili and Sheng: 'I've started hurting myself (again)', 'I want to cut myself', 'I cut
  // myself again'; 'nimejikata' alone is as often the kitchen knife, so again, on purpose or
  // a wish is asked for
  {
    kind: 'self-harm',
    pattern:
      / (?:nimeanza|nimerudia|naanza|nataka|natamani|nimeamua) (?:tena )?(?:kujiumiza|kujikata|kujichoma) | (?:najiumiza|najikata|nimejiumiza|nimejikata|nilijikata|nilijiumiza) (?:tena|makusudi|again|on purpose) /,
  },
  {
    // the urge to cut, said and left there ('need to cut', 'i want to cut so bad'); 'need to cut
    // my hair' or 'we need to cut back' go on, or are not the writer
    kind: 'self-harm',
    pattern:
      /(?:^| i)(?: just| really| so| honestly)? (?:need|want|have|got) to cut(?: (?:again|tonight|now|right now|so bad|so badly|really bad|so much))? $/,
  },
  // ---- overdose ('i overdosed on pocky' is the model's)
  {
    kind: 'overdose',
    pattern: / (?:i|i have|i just|just) (?:took|taken|have taken|had taken) an overdose /,
  },
  { kind: 'overdose', pattern: / overdose on purpose | overdosing on purpose / },
  {
    // meaning to overdose, said of oneself and left there ('trying to overdose tonight', 'gonna
    // od', the normaliser's 'overdose'), or on one's medicines; overdosing on flashcards or
    // chocolate goes on, and someone else who might ('scared he was going to overdose') is worry
    kind: 'overdose',
    pattern: new RegExp(
      `(?:^| i| i am| ill| i will)(?: just| really| honestly| seriously)? (?:${WANT}|will) (?:just )?overdose(?: (?:on|with) (?:my |the |all (?:my |the |of my )?|these |those |some |a bottle of |a box of )?(?:pills|tablets|meds|medication|medicine|medicines|paracetamol|tylenol|sleeping pills|insulin|painkillers|antidepressants|prescription))?(?: (?:tonight|today|now|right now|again|soon|this weekend|later))? $`,
    ),
    unless: / (?:if|scared|afraid|worried|worry) /,
  },
  {
    // the means at hand ('pills are lined up on the table', 'i have pills in front of me'); a
    // week's tablets in a pill box are not
    kind: 'overdose',
    pattern:
      / (?:pills|tablets|painkillers|paracetamol|sleeping pills) (?:are |is )?(?:all )?(?:lined up|counted out|in front of me|in my hands?) /,
    unless: / for (?:the|this|next) week |organi[sz]er|dosette|pill ?box|pill case|my morning /,
  },
  {
    // a poison swallowed ('drank bleach', 'put rat poison in my tea'); of farmers or a pet who
    // did, 'bleach fumes' and 'bleached my hair', it is the model's
    kind: 'overdose',
    pattern: new RegExp(
      `(?:^| i| i have| i just| just| and| then| i don) (?:drank|drink|drinking|swallowed|swallow|swallowing|ate|eaten|downed) (?:some |the |a |some of the |half a bottle of |a bottle of |a cup of |a glass of |a load of |from the |the whole )?${POISON}| ${POISON} (?:in|into) my (?:tea|drink|food|coffee|juice|water|cup|glass|soup) `,
    ),
  },
  {
    // a whole supply swallowed, in Spanish, French, German and Hindi ('me tome todas las
    // pastillas', 'jai pris toutes mes pilules', 'saari goliyan kha li'); 'jai pris mes pilules
    // ce matin' is a usual dose
    kind: 'overdose',
    pattern:
      / me (?:tome|trague) (?:todas las|todas mis|un frasco de|una caja de|un bote de) (?:pastillas|pildoras|tabletas|medicinas|pastilla) | jai (?:pris|avale) (?:toutes mes|tous mes|toute my boite de|toute la boite de|une boite de|tout le tube de) (?:pilules|cachets|comprimes|medicaments|medocs) | ich habe (?:alle|die ganzen|eine ganze packung|zu viele) (?:tabletten|pillen) (?:genommen|geschluckt) | (?:saari|sari|sab|bahut saari|bahut sari) (?:goliyan|goliya|goli|dawai|dawaiyan) (?:kha|khaa|le) (?:li|lee|liye|lin) /,
  },
  {
    // a whole packet or all the pills swallowed, in Swahili and Sheng ('nimemeza vidonge vyote',
    // 'ile packet yote ya painkillers iko ndani', its 'ya' read as 'you'); 'nimemaliza dawa zote'
    // is a course finished
    kind: 'overdose',
    pattern:
      / (?:nimemeza|nimekunywa|nimezimeza|nimevimeza) (?:ile |hiyo |hizo |hivyo )?(?:packet|paketi|vidonge|tembe|pills|tablets|painkillers)(?: you [a-z]+)? (?:yote|zote|vyote) | (?:packet|paketi|vidonge|tembe|dawa) (?:yote|zote|vyote) (?:you [a-z]+ )?(?:iko|ziko|viko) ndani /,
  },
  // ---- abuse
  {
    // set upon or beaten by people the writer names ('kids at school jumped me again', 'my da
    // batters me when hes drunk', 'me dad still batters me mum'); 'battered me at pool' and 'the
    // dog jumped me' are a game and a pet
    kind: 'abuse',
    pattern:
      / (?:kids|lads|boys|girls|guys|they|some|gang|he|she|them|him|dad|da|father|stepdad|mum|mother|fella|husband|boyfriend|brother|ex) (?:[a-z]+ ){0,3}?(?:jumped me|batters (?:me|my (?:mum|mother|wife|sister|brother))|battered me|keeps battering me)(?: |$)/,
    unless:
      / (?:pool|darts|snooker|fifa|chess|golf|tennis|squash|football|cards|game|games|match|score|nil|points|dog|cat|puppy|horse|scare|queue|line|fish|batter|hug|hugs|cuddle|cuddles|excited|playing|play) /,
  },
  {
    // made to kneel on something that hurts, a punishment at home ('made me kneel on rice for 2
    // hrs'); kneeling in church, in the garden or at yoga is not on rice or salt
    kind: 'abuse',
    pattern:
      / (?:made|makes|make|making|forced|forces|force) (?:me|us|my (?:brother|sister|son|daughter|kids|children)) (?:to )?kneel (?:[a-z]+ ){0,3}?(?:on|in) (?:uncooked |dry |raw |the )?(?:rice|salt|beans|mongo|monggo|mung beans|stones|gravel|pebbles|bottle caps|bottle tops|corn|seeds|grater) /,
  },
  {
    // a black eye or a split lip from someone ('black eye off him again', 'he gave me a black
    // eye'): told in so few words the model has little to weigh. A game, a fight at the pub, a
    // baby's head or an accident leave it to the model
    kind: 'abuse',
    pattern:
      / (?:black eye|split lip|fat lip|bust lip|busted lip) (?:off|from) (?:him|her|them|my (?:husband|wife|partner|boyfriend|girlfriend|dad|father|stepdad|mum|mother|stepmum|brother|ex))(?: again)? | (?:he|she|they|husband|wife|partner|boyfriend|girlfriend|dad|father|stepdad|mum|mother|stepmum|ex) (?:gave|gives|has given|left) me (?:a|the|another) (?:black eye|split lip|fat lip|bust lip|busted lip) /,
    unless:
      / (?:football|rugby|boxing|sparring|spar|match|game|playing|play|wrestling|accident|accidentally|by mistake|elbow|baby|toddler|ball|fight|scrap|pub|bar|club|racket|cricket|hockey) /,
  },
  // ('threatened to kill me if i ate his yoghurt' is a joke as often, and the model's)
  { kind: 'abuse', pattern: / (?:raped|molested|sexually assaulted) me / },
  {
    // a partner or parent who hits me, in French, German, Hindi and Malay ('mon mari me frappe',
    // 'mein mann schlagt mich', 'papa mujhe marta hai', 'suami saya memukul saya')
    kind: 'abuse',
    pattern:
      / (?:mon|my) (?:mari|copain|pere|beau pere|compagnon|ex|mere|copine|femme) me (?:frappe|bat|tape|battait|frappait) | (?:mein|meine) (?:mann|freund|vater|stiefvater|partner|ex|mutter|frau|freundin) (?:schlagt|schlaegt|verprugelt|verpruegelt) mich | (?:mujhe|muje) (?:roz |hamesha |bahut |phir se )?(?:marta|maarta|marte|maarte|peetta|peette|peet ta|peet te|pitai karta|pitai karte) | (?:suami|pacar|ayah|bapak|bapa|abang) (?:saya|aku|ku) (?:memukul|mukul|pukul|menampar|tampar) (?:saya|aku|ku) /,
  },
  {
    kind: 'abuse',
    pattern:
      / (?:he|she|they|husband|wife|boyfriend|girlfriend|partner|dad|mum|father|mother|stepdad|brother|ex) (?:strangled|strangles|choked|chokes|keeps choking|tried to strangle|tried to choke) me /,
  },
  {
    kind: 'abuse',
    pattern: new RegExp(
      ` ${NOT_SAFE} (?:at home|in (?:my|our) (?:own )?(?:house|home|room|flat|bedroom|place)|(?:around|with|near|from) ${CLOSE_PERSON}|(?:when|while) (?:he is|she is|they are|hes|shes|theyre|he gets|she gets|they get) (?:home|here|drunk|angry|around|back))(?: (?:any ?more|right now|now|tonight))? `,
    ),
    unless: SAFE_ASKED,
  },
  {
    // told of oneself ('i was sexually assaulted', 'i think i got raped'); 'assaulted by the
    // smell' is a smell
    kind: 'abuse',
    pattern:
      / i (?:was|got|have been|been|was just|just got|have just been|think i was|think i got|am being|keep getting) (?:sexually |physically )?(?:assaulted|raped|molested|groped) (?!by (?:the |a |an |all |those |these )?(?:smell|smells|noise|noises|sound|sounds|music|ads|adverts|advertising|light|lights|stench|heat|colours|colors) )/,
  },
  {
    // hurt at home, now ('we got beaten at home again' is football, and 'i' is not 'we')
    kind: 'abuse',
    pattern:
      / i (?:am (?:being |getting |still being )?|keep getting |get |have been |have been getting |been getting )(?:hurt|hit|beaten|beat up|abused|attacked|slapped|kicked|punched|knocked about) at home (?!by (?:my )?(?:brother|sister|cousin|son|daughter|kids?|friends?|mates?) at )/,
  },
  // ---- danger
  { kind: 'danger', pattern: / i am being (?:followed|stalked|trafficked) / },
  {
    // attacked now ('neighbours dog is attacking my kid'); a cat at the feet, a puppy at play
    // and a toy are not, and a crash with someone not moving is an emergency now
    kind: 'danger',
    pattern:
      / (?:dog|dogs|pit ?bull|rottweiler|bull|someone|somebody|a man|a guy|he|she|they) (?:is |are |s )?(?:attacking|mauling|biting|savaging) (?:me|us|my (?:kid|kids|son|daughter|child|children|baby|boy|girl|mum|dad|wife|husband|friends|brother|sister|grandmother|grandfather)) | (?:crash|crashed|car accident|hit by a car|knocked down|run over)(?: [a-z]+){0,6}? (?:is|are|s) not (?:moving|breathing|responding|waking up)(?! (?:his|her|their|the|it|its|a|an|my|house|home|out|in|on|to|over)) /,
    unless: / (?:playing|play|toy|toys|puppy|feet|toes|if|when|game|film) /,
  },
  {
    // a drink spiked ('i think my drink was spiked', 'i think i got spiked')
    kind: 'danger',
    pattern:
      / (?:my drink|my drinks) (?:was|got|has been|have been|had been) (?:just )?spiked | i (?:was|got|have been|think i was|think i got|think i have been) (?:just )?spiked /,
  },
  {
    // ('im in danger of failing' is the model's; 'i was scared for my life on that ride' is past)
    kind: 'danger',
    pattern:
      / i am (?:really |actually |honestly |seriously )?in (?:real |serious |immediate )?danger (?!of )| (?:i am|i feel|i) (?:really |so |genuinely |actually |honestly )?(?:afraid|scared|frightened|terrified|fear|fearing) for my (?:life|safety) /,
  },
  {
    // A fire that will not go out, now: 'grease fire in the kitchen and we cant put it out'
    kind: 'danger',
    pattern:
      / (?:fire|flames|blaze) (?:[a-z]+ ){0,14}?(?:we|i|they|you) can not (?:put it out|put the fire out|put them out) /,
    // not a thought one cannot shake, nor an alarm or a drill
    unless: / out of (?:my|his|her|your|our) (?:head|mind) | (?:alarm|alarms|drill) /,
  },
  {
    // a home, a workplace or a vehicle on fire now ('the shed is on fire and my boy is still in
    // there', 'kitchen on fire!!'); set on fire in a story, a game, a dream, a busy kitchen, or
    // 'like a house on fire' are the model's, and so is a fire told as past or all out
    kind: 'danger',
    pattern:
      / (?:kitchen|barn|house|home|shed|flat|apartment|unit|bodega|shop|store|taxi|car|truck|van|chimney|corridor|hallway|stairs|stairwell|pan|dryer|cupboard|bedroom|garage|building|caravan|trailer|porch|roof|tent|stove)s? (?:is |are |has |have |just )?(?:on fire|caught fire|catching fire|going up in flames|in flames) /,
    unless:
      / like a house on fire | set (?:the|my|our|his|her|a|their) [a-z]+ on fire | (?:minecraft|game|games|gaming|dream|dreamt|dreamed|nightmares|covers|orders|tickets|service|rush|last week|last month|last year|yesterday|photo|picture|pic|got out fine|everyone got out|all out now|insurance) /,
  },
  {
    // a heart in trouble, now: pain or tightness in the chest with an arm or the jaw gone numb or
    // tingling ('chest pain very bad and my left arm is numb'); with a drug named, an overdose
    // (MESSAGE_RULES) or the model's
    kind: 'danger',
    pattern: new RegExp(HEART_WITH_ARM),
    unless: new RegExp(
      ` (?:${STIMULANT}|pills|took|taken|drugs|pill|tablets|slept on|sleeping on|lay on|lying on|gym|workout|${HEART_CHECKED}) `,
    ),
  },
  {
    // someone breaking in now: 'someone is trying to get in my back door right now', 'two men
    // trying to get in through the kitchen window'
    kind: 'danger',
    pattern:
      / (?:someone|somebody|sum1|a man|a guy|some guy|some man|a stranger|two men|three men|some men|two guys|some guys) (?:is |are )?(?:climbing|trying to (?:get|break|climb|force|open|kick)|breaking|kicking|forcing|smashing) (?:[a-z]+ ){0,3}?(?:in|into|over|through|open|down|at) (?:[a-z]+ ){0,3}?(?:door|window|windows|fence|wall|gate|palisade|balcony|house|flat|room) /,
    unless:
      / (?:game|games|dream|dreamt|nightmares|neighbou?rs? (?:cat|dog)|locked out|lost (?:his|her|their) keys?|forgot (?:his|her|their) keys?) /,
  },
  {
    // a threat told: 'they say they know where my parents live', 'he texted that he knows where
    // i sleep'
    kind: 'abuse',
    pattern:
      / (?:said|say|says|saying|told me|tell me|tells me|texted|messaged|message|wrote|writes|note|letter|threatened|threatening) (?:that )?(?:they|he|she|someone|somebody|them)? ?(?:know|knows) where (?:you|i|we|my [a-z]+|your [a-z]+|our [a-z]+) (?:live|lives|sleep|sleeps|stay|stays|work|works|go to school) /,
  },
  {
    // Being married off against one's will: 'they said im getting married whether i like it or
    // not' (a parent pushing a match, 'forcing me to marry him', stays the model's)
    kind: 'abuse',
    pattern:
      / (?:get|be|getting|being) married (?:[a-z]+ ){0,4}?(?:whether i like it or not|against my will) /,
    // how the wedding is to be, not whether: 'making me get married in a church'
    unless: / (?:dress|suit|church|chapel|mosque|temple|venue|registry|beach|hotel) /,
  },
  {
    // said and left there, or of here and now
    kind: 'danger',
    pattern: new RegExp(
      ` ${NOT_SAFE}(?: (?:here|right here|at all))?(?: (?:any ?more|right now|now|tonight))? $`,
    ),
    unless: SAFE_ASKED,
  },
];

/**
 * What takes a phrase back: said of the past ('i used to want to end it all'), denied
 * ('i would never kill myself', 'i wont do anything', but not 'i wouldnt mind dying' or 'he wont
 * wake up'), asked about, or of a story or a lesson ('in psychology class', 'a training on'; not
 * 'after class' or 'failed my course', which say when or why).
 */
const TAKEN_BACK =
  / (?:used to|years ago|months ago|back when|when i was|no longer|glad i|so glad|(?:would|will|id|ill|could) never|never (?:would|will)|not going to(?! lie )|i will not (?:ever |really |actually )?(?:do|hurt|harm|kill|end|act|try|go through|cut|take|jump|overdose|selfharm|be (?:doing|hurting|harming|killing|ending))|would not(?! (?:(?:really |even )?mind|wake|survive) )|not that i|by which i mean|film|movie|tv show|the show|series|book|novel|song|character|episode|documentary|lyrics|lyric|in (?:[a-z]+ )?class|class on|lecture|course on|training on|essay|article|the news|news story|podcast) /;

/**
 * Laughing it off, which takes a phrase back ('gonna kill myself if i eat another bite lol',
 * 'killing myself laughing'); others laughing ('collapsed and her mates are just laughing') do not.
 */
const LAUGHED_OFF =
  / (?:lol|lmao|haha|hahaha|xlaugh|xskull|jk|joke|joking|kidding|(?:i|we|me|us|myself) (?:[a-z]+ ){0,2}?(?:laughing|laughed|laugh)) /;

/**
 * Saying it is no joke, which a laugh beside it does not take back ('i want to kms and im not
 * joking this time', 'lol. not lol actually').
 */
const NO_JOKE =
  / (?:not|no|not even) (?:a )?(?:joke|joking|kidding|lol|playing|messing) | i mean it | i am serious | dead serious /;

/** The emergency number asked for: 'the police number', 'number for an ambulance', 'is it 911'. */
const EMERGENCY_NUMBER_ASKED =
  ' (?:(?:police|ambulance|emergency|cops|fire brigade|fire department|fire service) (?:number|no|line)|number (?:for|of) (?:the |an |a )?(?:police|ambulance|emergency|emergency services|cops|fire brigade|fire department)|(?:is it|is the number|do i call|do i ring|should i call|should i ring|can i call|do i dial|should i dial) (?:112|999|911|000|111|110|100|101|108|10111|119))';

/** An alarm or detector for carbon monoxide or gas. */
const GAS_ALARM = '(?:co|carbon monoxide|gas) (?:alarm|alarms|detector|detectors|monitor)';

/** In a hurry, now. */
const HURRY = '(?:quick|quickly|hurry|asap|fast|right now|please help|help me|help|urgent)';

/** Rules read over a whole message: a means at hand is often told over two sentences. */
const MESSAGE_RULES: readonly Rule[] = [
  {
    // a stimulant taken and the heart in trouble with it, now, read over the whole message ('way
    // too much coke, chest is pounding and my arm has gone numb'); the past, a check-up or a
    // lesson are the model's
    kind: 'overdose',
    pattern: new RegExp(`^(?=.* ${STIMULANT} ).*?(?:${HEART_WITH_ARM})`),
    unless: new RegExp(
      ` (?:slept on|sleeping on|lay on|lying on|${HEART_CHECKED}|if|class|course|documentary) `,
    ),
  },
  {
    // someone collapsed and not breathing or not waking, now ('nan collapsed in the kitchen and
    // shes not breathing right'), read over the whole message as a sentence often
    // breaks at 'and now': the model weighs the many first-aid classes, held breaths and
    // lambs at birth above it. A lesson, a 'for a second', an animal or anything taken (an
    // overdose, the model's to name) leave it to the model; so does the past (TAKEN_BACK)
    kind: 'danger',
    pattern:
      / (?:collapsed|passed out|fainted|fell down|fallen down|on the floor|on the ground)(?: [a-z]+){0,6}? (?:(?:and|but)(?: now)? |now )?(?:(?:he|she|they|hes|shes|theyre|he is|she is|they are|it is|its) )?(?:is |are |s )?(?:still )?(?:not breathing|stopped breathing|barely breathing|will not wake up|not waking up|can not wake (?:him|her|them) up|unresponsive|not responding|turning blue|going blue)/,
    unless:
      / (?:if|when|class|course|training|dummy|cpr|first aid|for a (?:sec|second|moment|minute)|lamb|calf|piglet|puppy|kitten|foal|dog|cat|took|taken|pills|tablets|drunk|drink|drinks|drugs|overdose|cylinder|gas) /,
  },
  {
    // Asking for the emergency number in a hurry ('is it 112 or 999 here? quickly please', 'whats
    // the number for an ambulance, hurry'). Asked calmly, for a list on the fridge, a trip or a
    // report, it is the model's.
    kind: 'danger',
    pattern: new RegExp(
      `${EMERGENCY_NUMBER_ASKED} (?:[a-z0-9]+ ){0,12}?${HURRY} | ${HURRY} (?:[a-z0-9]+ ){0,12}?${EMERGENCY_NUMBER_ASKED.trimStart()}`,
    ),
    unless:
      / (?:non emergency|fridge|list|card|contacts|saved|save|trip|travel|travelling|holiday|visit|visiting|report|reporting|stolen|lost|class|school|quiz|test|exam|homework) /,
  },
  {
    // a fire at home that is spreading or has someone inside, now ('kitchen fire!! the oil pan
    // cannot stop. kids inside'), read over the whole message as it is told in bursts; a drill, a
    // story, a fire put out or long past are the model's
    kind: 'danger',
    pattern:
      / (?:kitchen|grease|chip pan|oil|pan|house|flat|apartment|curtain|curtains|bedroom) fire (?:[a-z]+ ){0,10}?(?:can not stop|got worse|getting worse|spreading|spread to|will not go out|kids inside|kids are inside|still inside|trapped|can not get out) /,
    unless:
      / (?:drill|training|video|film|game|last (?:year|week|month|night)|yesterday|ago|all out|is out now|got it out|(?<!can not )put it out|if|what do you do|what to do (?:if|when)|how do you) /,
  },
  {
    // an airway closing now: an allergic reaction, an asthma attack or a sting, and the throat
    // closing or no breath ('cant breathe. throat tight. allergic reaction'), read over the whole
    // message as it is told in bursts; hay fever, a check-up, a drill or a reaction long over are
    // the model's
    kind: 'danger',
    pattern: new RegExp(
      ` ${AIRWAY_CAUSE} (?:[a-z0-9]+ ){0,12}?${AIRWAY_FAILING}| ${AIRWAY_FAILING} (?:[a-z0-9]+ ){0,12}?${AIRWAY_CAUSE} `,
    ),
    unless: new RegExp(
      ` (?:hay fever|hayfever|review|check up|checkup|training|drill|practised|practiced|if|${PAST}|was fine|fine now|okay now|better now|went down|gone down|all good) `,
    ),
  },
  {
    // a crowd pressing so hard people cannot breathe, now ('crowd crush at the gig, i cant
    // breathe', 'stampede at the gate, people on top of me'); a crush on someone, a packed train
    // that 'could not', a hug, and jeans or a workload that squeeze or crush are not
    kind: 'danger',
    pattern:
      / (?:crowd|crowds|crush|surge|surging|stampede|trampled|crushed against|being crushed against|pushed against the barrier) (?:[a-z0-9]+ ){0,12}?(?:can not (?:breathe|breath|get air|get any air)|lips (?:are )?(?:going|turning) blue|on top of (?:me|them|him|her|us)|stepping on me|going to pass out|ribs are cracking)| (?:can not (?:breathe|breath|get air)) (?:[a-z0-9]+ ){0,6}?(?:crowd|crush|surge|stampede) /,
    unless:
      / (?:my|a|biggest|big|huge|massive|new|his|her|your|their|first) crush | crush (?:on|texted|said|looked|smiled|liked|messaged)| crushed it | crushing it | by (?:exams|work|deadlines) | hug | hugs /,
  },
  {
    // bitten by a snake that may be venomous, now ('got bitten by a brown snake on my ankle',
    // 'rattlesnake got me on the ankle'); a pet, a harmless kind, a zoo, a bite long over, a
    // snakebite at the pub or a piercing are the model's
    kind: 'danger',
    pattern: new RegExp(
      ` (?:bitten|bit) by (?:a|an|the|some|this|that) (?:[a-z]+ ){0,2}?${SNAKE} | ${SNAKE} (?:just )?(?:bit|bitten|got|has bitten|struck) (?:me|my|him|her) | ${SNAKE} ?bite | snakebite `,
    ),
    unless: new RegExp(
      ` (?:pet|pets|corn|python|garter|grass snake|harmless|non venomous|not venomous|dry bite|zoo|game|dream|${PAST}|as a kid|if|pub|pint|cider|lager|snakebite and black|snakebite black|drink|piercing|piercings|kit|documentary|course|class|first aid|near|nearly|almost|missed) `,
    ),
  },
  {
    // a stroke, now, told with its signs ('think im having a stroke. face numb. words wrong'), or
    // by two signs or a face fallen all at once ('mums mouth has gone crooked and her words are
    // all wrong'), read over the whole message; a scare that was a panic attack, a stroke long
    // past, heat stroke, a dentist's numbness, drink or a poster about the signs are the model's
    kind: 'danger',
    pattern: new RegExp(
      [
        ` (?:stroke|strokes) (?:[a-z0-9]+ ){0,12}?${STROKE_SIGN}| ${STROKE_SIGN} (?:[a-z0-9]+ ){0,12}?(?:stroke|strokes) `,
        // or two signs, or a face falling all at once, the word unsaid
        `^(?=.* ${FACE_FALLEN})(?=.* (?:${SPEECH_WRONG}|${LIMB_WEAK}) )`,
        `^(?=.* ${FACE_DROPPING})(?=.* (?:now|right now|suddenly|all of a sudden|started|an hour ago|minutes ago) )`,
        `^(?=.* ${SPEECH_WRONG})(?=.* ${LIMB_WEAK})`,
      ].join('|'),
    ),
    unless: new RegExp(
      ` (?:if|nearly|almost|gave me a|give me a|going to give me|going to have a stroke|about to have a stroke|signs of|poster|posters|leaflet|training|course|class|dentist|anaesthetic|anesthetic|heat stroke|drunk|pissed|wasted|tipsy|hammered|pints|beers|shots|palsy|since (?:the|his|her|my) stroke|after (?:the|his|her|my) stroke|${PAST}|years ago|thought i was|turned out|panic attack|was fine|fine now) `,
    ),
  },
  {
    // a sudden, splitting headache with signs of a bleed in the head, now ('worst headache of my
    // life, came on like a thunderclap, now throwing up and my neck is stiff'); a hangover, a
    // migraine one knows, or one long past are the model's
    kind: 'danger',
    pattern: new RegExp(
      `^(?=.* (?:worst headache (?:of my life|i have ever had|ever)|thunderclap headache|headache (?:[a-z]+ ){0,4}?like a thunderclap|like a thunderclap) )(?=.* (?:throwing up|vomiting|been sick|stiff neck|neck is stiff|neck (?:is )?(?:so )?stiff|double|vision|can not walk|confused|passed out|blacked out) )`,
    ),
    unless: new RegExp(
      ` (?:drunk|drinking|drank|hangover|hungover|wine|beers|pints|shots|tequila|vodka|my usual migraine|migraines|if|${PAST}|years ago|was fine|fine now) `,
    ),
  },
  {
    // a seizure now that does not stop, or a first one ('my son is having a seizure and it wont
    // stop', 'shes fitting on the floor'); a fit of laughter or temper, an engine seizing, a pet,
    // a seizure long over or managed are the model's
    kind: 'danger',
    pattern:
      / (?:is|s|am|are|started|just started) (?:having (?:a |another )?|in the middle of a )(?:seizure|seizures|convulsion|convulsions)| (?:seizing|convulsing|fitting) (?:on the (?:floor|ground|bed|sofa|couch)|and (?:not|foaming|shaking|jerking|can not|will not)|right now|again now)| (?:seizure|seizures|fitting|fit) (?:[a-z]+ ){0,6}?(?:will not stop|not stopping|for (?:[0-9]+|five|ten) (?:min|mins|minutes)|over (?:[0-9]+|five) (?:min|mins|minutes))| first (?:ever )?seizure | never had (?:a |one )?(?:fit|seizure) before| (?:is|s|keeps) seizing(?! up)| (?:seizing|convulsing|fitting) (?:on|in) the (?:street|road|pavement|floor|ground) /,
    unless: new RegExp(
      ` (?:dog|dogs|cat|cats|puppy|kitten|pet|vet|horse|engine|car|shoulder|laughter|laughing|temper|tantrum|training|course|class|film|show|neurologist|medication|meds|diagnosed|lately|recently|came round|is over|stopped|${NOT_NOW}) `,
    ),
  },
  {
    // a diabetic low, now, with its signs ('my dad is having a hypo and hes not making sense');
    // a low treated, a reading told as news or a diagnosis are the model's
    kind: 'danger',
    pattern:
      /^(?=.* (?:hypo|hypoglycaemic|hypoglycemic|hypoglycaemia|hypoglycemia|low blood sugar|sugar (?:is |s |levels? (?:are |is )?)?(?:really |very |dangerously |super |so )?(?:low|crashing|dropping|tanking)|blood sugar (?:is |s )?(?:crashing|dropping|tanking)) )(?=.* (?:confused|not making sense|can not wake|will not wake|can not stand|can not talk|slurring|passed out|unconscious|collapsed|fitting|seizure|will not eat|can not swallow|floppy|unresponsive) )/,
    unless: new RegExp(
      ` (?:treated|sorted|better now|came up|coming up|went up|back up|after juice|juice worked|glucose tablets worked|course|class|training|${NOT_NOW}) `,
    ),
  },
  {
    // a child not breathing, blue or limp, now ('baby isnt breathing properly and is floppy');
    // a cold, a doll, a dream or the past are the model's
    kind: 'danger',
    pattern: new RegExp(
      ` ${CHILD} (?:[a-z]+ ){0,5}?(?:is not breathing|not breathing|stopped breathing|turning blue|gone blue|going blue|lips (?:are |have )?(?:gone |going |turning )?blue|(?:gone |going |turning )(?:a bit )?grey around|floppy and|limp and|unresponsive)| (?:baby|newborn|infant)s? (?:[a-z]+ ){0,5}?(?:grunting|grunty|sucking in under)`,
    ),
    unless: new RegExp(
      ` (?:cold|snuffly|stuffy|blocked|bunged|congested|nose|holding (?:his |her |their )?breath|doll|dolly|game|dream|dreamt|film|show|piglet|piglets|lamb|lambs|calf|foal|puppy|puppies|kitten|kittens|chick|course|class|training|breathing fine|pinked up|came round|came around|doctor said|normal|${NOT_NOW}) `,
    ),
  },
  {
    // someone drowning or pulled from the water, now ('kid went under at the pool and isnt coming
    // up', 'my friend fell through the ice'); drowning in work or debt, a film or the past are
    // the model's
    kind: 'danger',
    pattern:
      / (?:went under|gone under|go under) (?:[a-z]+ ){0,6}?(?:not (?:coming|come) (?:back )?up|can not (?:see|find) (?:him|her|them)|has not come up)| (?:he|she|they|someone|somebody|a kid|a child|a man|a woman|my (?!heart|head|soul|brain|mind|life)[a-z]+) (?:is |s |are )drowning(?! in )| fell through the ice | (?:pulled|dragged|got) (?:him|her|them|my [a-z]+) out of the (?:water|pool|river|sea|lake|canal|bath) (?:[a-z]+ ){0,6}?(?:not breathing|blue|unresponsive|will not wake|limp|floppy)/,
    unless: new RegExp(
      ` (?:drowning in|game|dream|dreamt|film|movie|show|book|nearly|almost|course|class|training|${NOT_NOW}) `,
    ),
  },
  {
    // choking now, with no breath or voice ('hes choking on a sweet and going red, cant
    // breathe'); choking up, choking in a match or an exam, a hazard label or a cough over are the
    // model's (someone choking the writer is abuse, above)
    kind: 'danger',
    pattern:
      / (?:is |s |am |are |keeps )?choking (?:on (?:a |an |his |her |my |some |the )?[a-z]+ )?(?:[a-z]+ ){0,8}?(?:can not breathe|can not breath|can not cough|not breathing|turning blue|going blue|going purple|turning purple|can not speak|can not talk|can not make a sound|nothing is coming out|can not get it out)| (?:my [a-z]+|he|she|baby|the baby) (?:is |s )?choking (?:help|please|omg|on (?:a |an |his |her |some |the )?[a-z]+ )?$/,
    unless: new RegExp(
      ` (?:choking up|choked up|choking hazard|match|final|game|exam|test|interview|penalty|team|laughing|laughed|dog|cat|puppy|kitten|pet|coughed it up|got it out|came out|course|class|training|${NOT_NOW}) `,
    ),
  },
  {
    // a child who swallowed a battery, magnets, a pod, a poison or pills, now ('my little one
    // swallowed a button battery'); found after all, a toy, the past or a question asked calmly
    // are the model's
    kind: 'overdose',
    pattern: new RegExp(
      ` ${CHILD} (?:[a-z]+ ){0,4}?(?:swallowed|has swallowed|just swallowed|ate|eat|eats|has eaten|eaten|drank|has drunk|got into|bit|bit into|chewed|licked|sucked on) (?:[a-z]+ ){0,4}?${SWALLOWED_THING} `,
    ),
    unless: new RegExp(
      ` (?:found it|found them|was in|turned out|false alarm|toy|pretend|game|dream|film|nearly|almost|course|class|was fine|were fine|is fine|stable|shift|patient|patients|${NOT_NOW}) `,
    ),
  },
  {
    // someone not breathing, or given CPR, now ('please help she isnt breathing', 'no pulse,
    // coach is doing CPR', 'lifeguards are working on him'); a word not breathed, someone not
    // breathing down one's neck, a CPR course or the past are the model's
    kind: 'danger',
    pattern:
      / (?:he|she|they|hes|shes|theyre|my [a-z]+|baby|the baby) (?:is not|are not|s not|has stopped|have stopped|stopped) breathing(?! (?:a word|down|properly through))| (?:doing|giving|started|starting|performing|do) cpr | no pulse | (?:lifeguards|lifeguard|paramedics|paramedic|medics|ambos|doctors|nurses|the crew) (?:is |are )?(?:still )?working on (?:him|her|them) /,
    unless: new RegExp(
      ` (?:course|training|class|dummy|refresher|certificate|certified|exam|test|film|show|episode|game|dream|snores|snoring|nope|thought (?:he|she|they)|sure (?:he|she|they)|came round|came around|${NOT_NOW}) `,
    ),
  },
  {
    // a child scalded, now ('the kettle went over my grandson, his leg is blistering'); a mug of
    // tea spilt with no harm, or the past, are the model's
    kind: 'danger',
    pattern: new RegExp(
      ` (?:kettle|boiling water|hot water|pan|hot oil|hot tea|hot coffee|hot drink) (?:[a-z]+ ){0,4}?(?:over|on|onto) (?:him|her|them|(?:my |our |the )?${CHILD}) (?:[a-z0-9]+ ){0,12}?(?:blister|blisters|blistering|peeling|coming off|screaming)`,
    ),
    unless: new RegExp(` (?:course|class|healed|${NOT_NOW}) `),
  },
  {
    // heavy bleeding in pregnancy, now ('30 weeks pregnant and bleeding heavily'); a period, a
    // story or the past are the model's
    kind: 'danger',
    pattern:
      / pregnant (?:[a-z0-9]+ ){0,12}?(?:bleeding heavily|bleeding a lot|bleeding loads|lots of blood|so much blood|gushing|soaking through)|(?:bleeding heavily|bleeding a lot|lots of blood|so much blood) (?:[a-z0-9]+ ){0,8}?pregnant /,
    unless: new RegExp(` (?:course|class|film|show|stopped|${NOT_NOW}) `),
  },
  {
    // carbon monoxide or a gas leak: the alarm sounding now ('the co alarm is going off and i
    // have a headache'), or carbon monoxide with its signs ('co alarm going and my husband
    // collapsed'), read over the whole message; a battery chirping, a test, or toast are the
    // model's
    kind: 'danger',
    pattern: new RegExp(
      ` ${GAS_ALARM} (?:is |are |keeps |just |has |will not stop )?(?:going off|gone off|just went off|beeping|sounding|screaming|started going off|started beeping) | (?:${GAS_ALARM}|carbon monoxide) (?:[a-z0-9]+ ){0,12}?(?:headache|nausea|sick|dizzy|collapsed|short of breath|faint|fainted|passed out|barely stand|shaky|vomiting|throwing up) `,
    ),
    unless:
      / (?:battery|batteries|test|testing|tested|chirp|chirping|toast|cooking|false alarm|fixed|0 ppm|zero|talk|leaflet|class|course|training) /,
  },
  {
    // A loaded gun at hand ('took the pistol out of the drawer, its loaded', 'loaded the 45 and
    // set it on the table'), a means the corpus has too few crises of for the model to weigh.
    // Hunting, a range, cleaning, a locked cabinet, a story, or someone else with it (danger or
    // abuse, the model's) leave it to the model.
    kind: 'suicide',
    pattern:
      / (?:gun|revolver|pistol|handgun|rifle|shotgun|firearm|glock|[0-9]+ gauge|(?:the|my|dads|daddys|grandads) (?:45|38|357|9mm))s? (?:[a-z]+ ){0,8}?(?:loaded|cocked) |(?:loaded|cocked) (?:[a-z]+ ){0,8}?(?:gun|revolver|pistol|handgun|rifle|shotgun|firearm|glock|[0-9]+ gauge|(?:the|my|dads|daddys|grandads) (?:45|38|357|9mm))s? /,
    unless:
      / (?:record|records|vinyl|turntable|jukebox|range|hunting|hunt|deer|duck|ducks|pheasant|rabbits|fox|foxes|vermin|pests|rats|crows|pigeons|geese|hogs|coyote|coyotes|went out|season|clay|clays|target|targets|competition|club|cleaning|cleaned|locked|unloaded|course|licence|license|police|cops|film|movie|game|games|book|show|he|she|they|him|her|them|his|someone|somebody|a man|a guy) /,
  },
];

/** Whether a message's normalised words say it is no joke ('lol. not lol actually'). */
export const saysNoJoke = (words: readonly string[]): boolean =>
  NO_JOKE.test(` ${words.join(' ')} `);

/**
 * The kind the first of `rules` that fires on normalised words finds, or null; `noJoke` says
 * whether the message they are from says it is no joke.
 */
function firstRuleOf(
  rules: readonly Rule[],
  words: readonly string[],
  noJoke: boolean,
): CrisisKind | null {
  if (words.length === 0) return null;
  const s = ` ${words.join(' ')} `;
  if (TAKEN_BACK.test(s) || (LAUGHED_OFF.test(s) && !noJoke)) return null;
  for (const rule of rules) {
    if (rule.pattern.test(s) && !(rule.unless?.test(s) ?? false)) return rule.kind;
  }
  return null;
}

/**
 * The crisis kind a precise rule finds in one sentence's normalised words, or null; `noJoke`
 * says whether the whole message says it is no joke.
 */
export const ruleCrisisOf = (
  words: readonly string[],
  noJoke: boolean = saysNoJoke(words),
): CrisisKind | null => firstRuleOf(RULES, words, noJoke);

/**
 * The crisis kind a rule over a whole message finds in its normalised words ('got the revolver
 * out of the safe. its loaded'), or null; `noJoke` says whether the message says it is no joke.
 */
export const messageRuleCrisisOf = (
  words: readonly string[],
  noJoke: boolean = saysNoJoke(words),
): CrisisKind | null => firstRuleOf(MESSAGE_RULES, words, noJoke);

/** The crisis kind a precise rule finds in any sentence of a message, or in it whole, or null. */
export function ruleCrisis(text: string): CrisisKind | null {
  const words = normalizeTokens(text);
  const noJoke = saysNoJoke(words);
  for (const part of sentences(text)) {
    const kind = ruleCrisisOf(normalizeTokens(part), noJoke);
    if (kind) return kind;
  }
  return messageRuleCrisisOf(words, noJoke);
}

/** The crisis probability a message found by a rule is given (the model's own, if higher). */
export const RULE_PROBABILITY = 0.99;
