/**
 * Word classes: words that play the same part in what people say about a crisis (a medicine, a
 * sharp thing, an act of violence, someone at home...). The model reads a message's classes as
 * well as its words, and pairs of classes near each other ('took' + a number + a medicine), so
 * what it learns from 'took 20 paracetamol' carries over to 'swallowed 30 sertraline' though no
 * message in the corpus says that. The classes of everyday topics (T_*) do the same for what a
 * message is about: 'roster', 'payroll' and 'redundant' all say work. A word may be in several.
 * A word of one language the writers use that is an everyday word of another ('di' is Tagalog
 * 'not' and Indonesian 'at') is left out: its class would carry to every message that has it.
 */
const CLASSES: Readonly<Record<string, string>> = {
  DIE: 'die died dying dead death deaths deceased morir morirme muerte muerto morrer morte mamatay patay marna marjana mourir sterben namatay mamamatay pumanaw kufa',
  KILL: 'kill killing killed kills murder matar matarme mato patayin papatayin tuer umbringen',
  SUICIDE:
    'suicide suicidal suicides suicidio suicidarme suicidar suicider selbstmord pagpapakamatay khudkushi aatmahatya magpakamatay nagpakamatay magpapakamatay nagpapakamatay kujiua nijiue nitajiua',
  LIVE: 'live living alive exist existing existence life breathing mabuhay buhay nabubuhay',
  END: 'end ending ended finish over',
  SELF: 'myself meself sarili',
  TAKE: 'took taken take taking swallowed swallow swallowing necked downed popped ate drank drunk chugged tome tomei tomo trague engoli uminom ininom nilunok khali khayi iinumin inumin iinom lunukin lulunukin nimemeza kumeza nimekunywa',
  DRUG: 'pills pill tablets tablet meds medication medications medicine medicines paracetamol tylenol acetaminophen ibuprofen aspirin xanax valium diazepam oxy oxycodone codeine tramadol morphine insulin benzos percs percocet sertraline prozac fluoxetine citalopram antidepressants lithium seroquel quetiapine painkillers zopiclone melatonin nurofen panadol advil bleach poison antifreeze weedkiller heroin fentanyl opioids opiates sleeping pastillas pastilla pildoras tabletas medicamentos remedios remedio comprimidos gamot dawai dawa goliyan cachets tabletten pampatulog lason tableta muriatic tembe ambien zolpidem temazepam lorazepam ativan clonazepam klonopin gabapentin pregabalin lyrica amitriptyline mirtazapine venlafaxine escitalopram lexapro zoloft propranolol methadone adderall meth ketamine',
  QTY: '#num all whole entire bottle packet packets pack box handful strip strips lot bunch dozen everything double lahat buong bote banig zote',
  SHARP:
    'razor razors blade blades knife knives glass sharpener scissors shard cuchillo navaja faca kutsilyo churi chaku labaha gunting cutter itak wembe kisu',
  HARM: 'selfharm selfharming selfharmed selfharmer cut cuts cutting cutted slice sliced slicing slash slashed slashing burn burned burnt burning scratch scratched scratching carve carved carving bleed bleeding bled bruised punish punishing relapse relapsed relapsing corte corto cortarme cortando cortei queme laslas hiwa hiwain hiniwa naglaslas maglaslas nilaslas sugat sugatan dumugo dugo nimejikata najikata kujikata damu',
  BODY: 'wrist wrists arm arms thigh thighs leg legs skin stomach hips hip ankles',
  METHOD:
    'rope noose bridge roof rooftop ledge cliff train tracks platform gun guns bullet trigger exhaust garage engine overpass jump jumping hang hanging drown drowning motorway traffic rifle shotgun pistol revolver handgun firearm bullets ammo ammunition hose beam rafters cliffs pier tumalon tatalon tumatalon bigti magbigti nagbigti lubid tulay malunod nalunod',
  VIOLENCE:
    'hit hits hitting slapped slap slaps slapping punched punch punches punching kicked kick kicks kicking beat beats beating beaten choked choke chokes choking strangled strangle shoved pushed grabbed raped rape molested forced threatened threatens threatening threat threats bruises bruise assaulted attacked stalking stalked battered bashed bashing smacked smacking smacks thumped whacked belted headbutted throttled pega pego golpea golpeo golpes bate bateu espanca sinasaktan sinaktan binubugbog binugbog sinampal maarta pitai thappad sinuntok suntok sinipa sinakal ginahasa hinipuan pinagbantaan sasaktan saktan kinulong amenipiga ananipiga alinipiga makofi',
  HURT: 'hurt hurts hurting harm harming harmed',
  HOME: 'he she husband wife boyfriend girlfriend partner dad mum stepdad stepmom stepmum father mother uncle ex parents flatmate roommate stepfather stepmother grandfather esposo marido novio pareja padre madre padrastro asawa tatay nanay shohar misis mister bayaw biyenan tito tiyo',
  FEAR: 'scared afraid terrified frightened unsafe danger dangerous petrified miedo medo takot peur natatakot naogopa hofu',
  NOW: 'now tonight currently outside door window following followed breaking knocking banging ahora agora ngayon abhi afuera mamaya mamayang ngayong',
  BYE: 'goodbye goodbyes bye farewell forgive note letter last final paalam sulat huling patawad patawarin',
  PAST: 'used ago years clean recovered recovery since then anniversary dati',
  NEG: 'not no never nothing nobody none hindi ayoko',
  HOPELESS: 'pointless point hopeless worthless burden useless tired exhausted pagod pabigat',
  JOKE: 'lol lmao haha hahaha jk joking joke kidding xlaugh xskull rofl lmfao lolol lool xd jks charot biro',
  THIRD:
    'friend friends mate mates bestie someone somebody people person character guy girl colleague neighbour neighbor cousin kaibigan kakilala pare tropa',
  INFO: 'how what why should does dose doses normal prescribed doctor gp pharmacist chemist pharmacy advice question wondering dosage dosages taper tapering side effects pharmacology',
  SAFE: 'safe fine recovered better okay alright survived ligtas',
  MEDIA:
    'film movie show series documentary doco book novel episode news article podcast song character class lecture course training module essay tiktok youtube video videos reel reels meme memes twitter instagram reddit doc game games gaming anime manga comic trailer pelikula balita teleserye',
  // what everyday messages are about: words that name a part of life or a feeling
  T_WORK:
    'job jobs work working worked boss bosses manager managers supervisor colleague colleagues coworker coworkers office shift shifts roster rota overtime payroll promotion promoted redundant redundancy redundancies laid fired sacked hired hiring interview interviews cv resume career client clients customer customers meeting meetings salary wage wages paycheck contract hr appraisal probation workplace employer employees staff team project projects retire retirement retired unemployed jobless applications warehouse factory site tradie business startup corporate intern internship gig commute workload deadline deadlines clocked clock rostered micromanage micromanaging demoted demotion layoffs layoff resign resigned resignation quit quitting notice payrise raise bonus commission kpi kpis targets standup zoom teams slack email emails inbox workmates foreman crew apprentice apprenticeship trainee graduate grad scheme temp temping agency freelance freelancing contractor self employed nightshift dayshift understaffed shiftwork trabaho chef chefs waiter waiters waitress barista baristas cafe restaurant publican housemaid housekeeper maid timesheet timesheets payslip payslips sickie',
  T_STUDY:
    'exam exams test tests quiz quizzes study studying studies school college university class classes lecture lectures lecturer professor prof teacher teachers tutor homework assignment assignments essay essays coursework dissertation thesis grades grade gpa marks marked semester term finals midterms midterm revision revise revising syllabus results degree course courses module modules campus dorm scholarship neet jee boards gcse gcses alevels sat sats ucas tuition referencing presentation student students classmates detention principal headteacher maths math chemistry physics biology uni cram cramming mark assessment assessments lab labs tutorial tutorials seminar seminars deadline viva phd masters undergrad freshman sophomore junior senior act a levels ib year12 year11 matric hsc vce atar tafe polytechnic academy classroom timetable textbook textbooks notes flashcards studied supervisor suspended expelled graduation graduate graduating enrol enrolled enrolment applications application entrance prelims prelim mocks mock eskwela paaralan klase',
  T_MONEY:
    'money cash broke skint debt debts loan loans bills bill rent mortgage afford overdraft credit bank savings payday owe owed owing budget expensive cost costs price prices quote bailiffs repossess evicted eviction benefits centrelink tax taxes income pension dollars pounds rupees bucks quid xmoney fees payment payments repay interest landlord groceries poor card cards arrears bailiff collections collector repossession foreclosure affordable cheap saving budgeting paycheck wage wages salary welfare universal dole allowance invoice invoices fine fines repayments repayment lender pawn pawned gambling gambled bet betting losses lost pera utang sahod allotment bayarin paycheque irs hmrc taxman ato coins euros naira pesos',
  T_FAMILY:
    'mum dad parents mother father son sons daughter daughters kid kids child children baby toddler teen teenager brother brothers sister sisters sibling siblings family grandmother grandfather grandkids grandchildren grandson granddaughter aunt uncle cousin cousins inlaws stepdad stepmum stepmom niece nephew household relatives mom mam da parent stepfather stepmother babies twin twins grandma grandad grandpa nan nana nanny gran granny grandparents auntie aunty inlaw motherinlaw fatherinlaw relative families fam anak pamilya bunso kuya lola lolo nanay tatay',
  T_PARTNER:
    'partner husband wife boyfriend girlfriend spouse fiance fiancee missus hubby wifey bae relationship marriage married dating anniversary jealous cheating cheated affair bf gf date jealousy cheat argue arguing argument arguments row rows fight fighting fought trust intimacy sex sexless distant texting ignored ghosting gaslighting commitment engaged proposal moving in together couples counselling honeymoon asawa misis mister jowa',
  T_BREAKUP:
    'ex breakup dumped split separated separation divorce divorced divorcing heartbroken heartbreak xheartbreak exes break broke dumping splitting heartbroke moved on moving single again blocked unfollowed rebound custody',
  T_FRIENDS:
    'friend friends mate mates bestie bff buddy buddies pals group chat squad friendship friendships flatmate roommate pal groupchat crew housemate classmates teammates ditched excluded invited uninvited fell out falling left kaibigan barkada tropa',
  T_GRIEF:
    'passed funeral grave cemetery bereavement grief grieving mourning memorial ashes widow widowed widower rip condolences hospice terminal urn euthanised xgrave passing died death graveside bereaved griefs mourn wake eulogy cremation cremated miscarriage miscarried stillborn stillbirth loss lost anniversary headstone obituary namatay burol libing pumanaw',
  T_SLEEP:
    'sleep sleeping slept asleep insomnia awake nightmares nightmare bed bedtime night nights 3am 4am 2am nap naps dreams melatonin xsleep snoring waking woke wake sleepless 5am 1am napping dream tossing turning restless tired exhausted knackered shattered drowsy groggy oversleep overslept alarm tulog matulog makatulog puyat antok',
  T_PANIC:
    'panic attack attacks racing pounding chest breathe breathing hyperventilating shaking dizzy palpitations numb tingling faint heartbeat panicking panicked breathless hyperventilate shaky trembling lightheaded fainting heart choking sweating sweats spiralling spiraling freaking',
  T_ANXIETY:
    'anxious anxiety worried worry worrying worries nervous nerves overthinking dread dreading fretting paranoid uneasy edge xfear overthink jittery jumpy tense tension restless butterflies bricking cacking hypervigilant catastrophising catastrophizing whatif scared afraid fear fears phobia apprehensive unsettled kaba kinakabahan nerbiyos',
  T_STRESS:
    'stress stressed stressful overwhelmed overwhelm overwhelming pressure burnout burnt frazzled swamped frayed juggling busy hectic pressured burned snowed drowning stretched thin maxed tension deadline deadlines workload',
  T_ANGER:
    'angry anger furious rage raging mad pissed livid fuming annoyed irritated irritable temper snapped snapping yelled yelling screamed screaming shouting resent frustrated frustration xangry annoying snap shouted resentment resentful seething seethe fury cross bitter outraged hate hated wound galit inis',
  T_LONELY:
    'lonely loneliness alone isolated isolation invisible excluded ignored forgotten unwanted nobody noone friendless disconnected lonesome solitary abandoned unseen unheard leftout',
  T_SELFWORTH:
    'worthless useless failure stupid ugly fat confidence insecure loser pathetic disgusting compare comparing failures insecurity unlovable unlikeable unwanted unattractive inadequate incompetent hate myself reflection mirror cringe embarrassing embarrassed ashamed shame weak inferior imposter impostor fraud selfesteem',
  T_LOW:
    'sad down depressed depression empty crying cry cried tears miserable flat low blah unmotivated motivation meh gloomy xcry xsad teary weep weeping numb hopeless heavy bleak grey gray lifeless joyless drained pointless glum blue funk rut slump sobbing sob wept malungkot lungkot umiiyak',
  T_POSITIVE:
    'happy great amazing awesome proud passed won win winning excited good better best celebrate finally yay wonderful fantastic brilliant chuffed stoked thrilled xcelebrate xsmile delighted grateful lovely relieved relief buzzing ecstatic overjoyed pumped glad joy joyful beautiful success successful promoted engaged accepted hired masaya',
  T_GREETING:
    'hi hello hey morning evening afternoon greetings howdy hiya gday xwave heya sup wassup whatsup hallo namaste salaam kia ora ' +
    // in slang and in the languages people greet in
    'hii heyy helo ello hai heyo yoo supp wasup wassap whaddup wsg wsp howzit howya gidday mornin evenin ' +
    'salam salaams assalamualaikum asalamualaikum salaamu alaikum walaikum namaskar namaskaram vanakkam sri akal ' +
    'sawubona molo dumela jambo habari mambo hujambo sannu bawo kedu wagwan wagwaan gwaan ' +
    'hola buenas buenos bonjour bonsoir salut ciao hej hei moin servus gruezi ola kamusta kumusta ' +
    'nihao konnichiwa annyeong annyeonghaseyo shalom merhaba selam privet czesc ahoj szia morena ' +
    'mhoro mangwanani masikati manheru talofa bula lelei aloha',
  T_THANKS:
    'thanks thank thankful appreciate appreciated helped helpful cheers grateful thankyou thx ty tysm ta ' +
    // in text-speak and in the languages people thank in
    'thanx thankz thanku thankyu thnx thnks thnk thks tnx tq tyy tyty tyvm ' +
    'merci mersi gracias grazie danke dankeschon dankie obrigado obrigada arigato arigatou asante shukran shukriya ' +
    'dhanyavaad dhanyavad dhanyawad dhanyabad nandri salamat makasih kasih spasibo dziekuje dzieki dyakuyu dekuji ' +
    'tack takk kiitos koszonom efharisto tesekkurler mahalo ngiyabonga siyabonga enkosi medaase nagode daalu modupe ' +
    'xiexie kamsahamnida gomawo diolch raibh tapadh ' +
    'jazakallah jazakallahu jazakillah jzk ndatenda ndinotenda vinaka faafetai fakaaue meitaki chur',
};

/** Classes that say something about the setting of a crisis word: said of the past, of someone
 * else, as a joke, of a film, as a question, or already safe. */
export const CONTEXT_CLASSES: ReadonlySet<string> = new Set([
  'PAST',
  'JOKE',
  'MEDIA',
  'NEG',
  'THIRD',
  'INFO',
  'SAFE',
]);

/** Each word's classes. */
export const WORD_CLASSES: ReadonlyMap<string, readonly string[]> = (() => {
  const m = new Map<string, string[]>();
  for (const [name, words] of Object.entries(CLASSES))
    for (const w of words.split(/\s+/)) {
      const list = m.get(w) ?? [];
      if (!list.includes(name)) list.push(name);
      m.set(w, list);
    }
  return m;
})();
