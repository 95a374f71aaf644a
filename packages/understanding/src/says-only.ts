/**
 * A message that only says hello ('sup', 'gm', 'how far', 'sasa mentor', 'magandang gabi po',
 * 'hello? anyone there') is a greeting, and one that only says thank you ('asante sana', 'go raibh
 * maith agat', 'merci ✨') is thanks: read from its words, not the model. The model weighs each
 * greeting and thanks it has met, and one it met rarely or never (from another English or
 * language, in text-speak) it read as about nothing in particular, or worse, so the mentor did not
 * greet or thank back. A message is read here only when every word is a greeting or thanks, a way
 * of addressing someone, or a few words that carry nothing ('oh', 'again', 'its me', 'so much');
 * one word more ('hey, rough commute', 'thanks for nothing') and it is the model's. A face that hurts
 * ('hi 😭') leaves it to the model too.
 */
import { HURTING_FACES } from './emoji-topic';
import { WORD_CLASSES } from './lexicon';
import { EMOJI_NAMES } from './normalize';

/** The confidence reported for a greeting or thanks read from its words: a rule, not a weighing. */
export const SAYS_ONLY_CONFIDENCE = 0.9;

/**
 * Greetings of more than one word, or of one word the model's greeting words lack, as the
 * normaliser writes them ('hows it goin', 'bout ye' is 'about ye', 'wassup' is 'what is up').
 */
const GREETINGS: readonly string[] = [
  // English, in its many homes
  'good morning',
  'good afternoon',
  'good evening',
  'good day to you',
  'good arvo',
  'good mrng',
  'top of the morning',
  'gm',
  'gmorning',
  'morning all',
  'how are you',
  'how are you doing',
  'how are you today',
  'how you doing',
  'how you going',
  'how is it going',
  'how is it goin',
  'hows it going',
  'hows it goin',
  'how goes it',
  'how do you do',
  'how is your day',
  'hows your day',
  'hows your day been',
  'how is your day been',
  'how was your day',
  'how was your night',
  'how have you been',
  'how are things',
  'how is things',
  'how do',
  'how far',
  'how now',
  'about ye',
  'what about ye',
  'what is up',
  'whats up',
  'what is good',
  'whats good',
  'what is crack',
  'whats the craic',
  'what is the craic',
  'ey up',
  'eh up',
  'hey up',
  'okay mate',
  'you okay',
  'fit like',
  'ello',
  'wsg',
  'wsp',
  'ayo',
  'oi oi',
  'ahoy',
  'aloha',
  'greetings',
  // languages people greet in, as typed in Latin letters
  'que onda',
  'que tal',
  'que pasa',
  'buenos dias',
  'buenas tardes',
  'bom dia',
  'boa tarde',
  'tudo bem',
  'oi',
  'ola',
  'guten morgen',
  'guten tag',
  'guten abend',
  'gruss gott',
  'bonjour',
  'bonsoir',
  'buongiorno',
  'buonasera',
  'goedemorgen',
  'hoi',
  'magandang umaga',
  'magandang hapon',
  'magandang tanghali',
  'magandang gabi',
  'kumusta ka',
  'musta',
  'selamat pagi',
  'selamat siang',
  'selamat sore',
  'selamat malam',
  'apa kabar',
  'salam alaykum',
  'salam alaikum',
  'salaam alaikum',
  'salam aleykum',
  'as salaam alaikum',
  'marhaba',
  'ahlan',
  'sat sri akal',
  'kem cho',
  'sasa',
  'niaje',
  'vipi',
  'mambo vipi',
  'habari yako',
  'habari gani',
  'heita',
  'howzit',
  'ndewo',
  'e kaaro',
  'e kaale',
  'akwaaba',
  'bore da',
  'noswaith dda',
  'shwmae',
  'dia duit',
  'dia dhuit',
  'madainn mhath',
  'kia ora',
  'talofa',
  'bula',
  'privet',
  'zdravstvuyte',
  'dzien dobry',
  'merhaba',
  'konnichiwa',
  'ohayo',
  'annyeong',
  'ni hao',
  'xin chao',
  'sawasdee',
  'namaste',
  'namaskar',
  'vanakkam',
  'ayubowan',
  'kohomada',
  'oii',
  'oie',
  'eae',
  'e ai',
  'salve',
  'goedemiddag',
  'goedenavond',
  'moin',
  'servus',
  'sut mae',
];

/**
 * Thanks of more than one word, or of one word the model's thanks words lack, as the normaliser
 * writes them.
 */
const THANKS: readonly string[] = [
  'thank you',
  'thank yuh',
  'thanks a lot',
  'thanks a million',
  'thanks a bunch',
  'thanks heaps',
  'thanks loads',
  'many thanks',
  'much appreciated',
  'much obliged',
  'appreciate it',
  'appreciate you',
  'appreciate that',
  'appreciate this',
  'bless up',
  'god bless',
  'god bless you',
  'bless you',
  'ta very much',
  'ta muchly',
  'merci bien',
  'merci beaucoup',
  'muchas gracias',
  'gracias de verdad',
  'muito obrigado',
  'muito obrigada',
  'danke schon',
  'danke sehr',
  'vielen dank',
  'grazie mille',
  'go raibh maith agat',
  'go raibh maith agaibh',
  'tapadh leat',
  'diolch yn fawr',
  'asante sana',
  'jazakallah',
  'jazakallah khair',
  'jazak allah khair',
  'shukran jazeelan',
  'terima kasih',
  'cam on',
  'xie xie',
  'arigato gozaimasu',
  'spasibo bolshoe',
  'salamat po',
  'maraming salamat',
  'dhanyavaad ji',
  'dhanyavaad',
  'dhanyavad',
  'shukran',
  'valeu',
  'brigada',
  'brigado',
  'bohoma sthuthi',
  'sthuthi',
  'istuti',
  'dankjewel',
  'dank je',
  'dank je wel',
  'dank you',
  'dank you wel',
  'bedankt',
];

/**
 * Ways of addressing someone, and words that carry nothing beside a greeting ('hello again, its
 * me', 'hey mentor person', 'hello? anyone there', 'um hi').
 */
const AROUND: readonly string[] = [
  'mentor',
  'mentors',
  'mentora',
  'mood mentor',
  'anxiety ally',
  'stress buster',
  'dream weaver',
  'relationship rescuer',
  'person',
  'mentor person',
  'there',
  'all',
  'everyone',
  'everybody',
  'yall',
  'you all',
  'to you',
  'to you all',
  'you',
  'guys',
  'folks',
  'people',
  'friends',
  'bestie',
  'bud',
  'buddy',
  'mate',
  'mates',
  'bro',
  'bruh',
  'fam',
  'dude',
  'sis',
  'love',
  'dear',
  'my dear',
  'sir',
  'madam',
  'sir madam',
  'sir or madam',
  'dear sir or madam',
  'ji',
  'po',
  'ate',
  'kuya',
  'o',
  'lah',
  'la',
  'cher',
  'again',
  'it is me',
  'its me',
  'it is me again',
  'its me again',
  'i am back',
  'back again',
  'me again',
  'anyone there',
  'anybody there',
  'anyone home',
  'anybody home',
  'anyone awake',
  'anybody awake',
  'anyone on',
  'is anyone there',
  'is anybody there',
  'is this thing on',
  'oh',
  'um',
  'uh',
  'erm',
  'okay',
  'well',
  'right',
  'right then',
  'so',
  'and',
  'x',
  // beside thanks
  'so much',
  'very much',
  'really',
  'honestly',
  'truly',
  'kindly',
  'ever so much',
  'for listening',
  'for the help',
  'pela ajuda',
  'por la ayuda',
  'voor de hulp',
  'gente',
  'pessoal',
  'for helping',
  'for helping me',
  'for the chat',
  'for the talk',
  'for today',
  'for that',
  'for this',
  'for earlier',
  'talaga',
  'ha',
  'i mean it',
  'i really mean it',
  'seriously',
  'for real',
];

const phrases = (list: readonly string[]) => list.map((p) => p.split(' '));
const GREETING_PHRASES = phrases(GREETINGS);
const THANKS_PHRASES = phrases(THANKS);
const AROUND_PHRASES = phrases(AROUND);

const isWordOf = (w: string, name: string) => WORD_CLASSES.get(w)?.includes(name) ?? false;
/** Thanks words that, alone, more often say how someone feels ('grateful', 'felt appreciated'). */
const NOT_THANKS_ALONE = new Set([
  'grateful',
  'thankful',
  'helped',
  'helpful',
  'appreciated',
  'kasih',
  'raibh',
]);
const isThanksWord = (w: string) => isWordOf(w, 'T_THANKS') && !NOT_THANKS_ALONE.has(w);

/** The length of the longest phrase of `list` at `at` in `words`, or 0. */
export function matchAt(words: readonly string[], at: number, list: readonly string[][]): number {
  let best = 0;
  for (const p of list)
    if (p.length > best && p.every((w, k) => words[at + k] === w)) best = p.length;
  return best;
}

/** The length of the greeting at `at` in `words` (a phrase or one greeting word), or 0. */
const greetingAt = (words: readonly string[], at: number) =>
  Math.max(matchAt(words, at, GREETING_PHRASES), isWordOf(words[at]!, 'T_GREETING') ? 1 : 0);

/** A face or sign that does not hurt ('👋', '☀️', '✨'); one that hurts ('😭') says something. */
const isHarmlessFace = (w: string) => EMOJI_NAMES.has(w) && !HURTING_FACES.has(w);

/**
 * How many words at the start of normalised words say hello and nothing more ('hey', 'hello
 * again mentor', 'hi 👋'), or 0: the words after them say what the message is about ('hey, rough
 * day', 'hello. i feel awful').
 */
export function greetingPrefix(words: readonly string[]): number {
  let greeted = 0;
  let at = 0;
  while (at < words.length) {
    const greeting = greetingAt(words, at);
    const around = matchAt(words, at, AROUND_PHRASES);
    if (greeting > 0 && greeting >= around) at += greeting;
    else if (around > 0) at += around;
    else if (isHarmlessFace(words[at]!)) at += 1;
    else break;
    if (greeting > 0 || greeted > 0) greeted = at;
  }
  return greeted;
}

/**
 * 'greeting' when normalised words say hello and nothing more, 'thanks' when they say thank you
 * (and perhaps hello too), else undefined.
 */
export function saysOnly(words: readonly string[]): 'greeting' | 'thanks' | undefined {
  let greeted = false;
  let thanked = false;
  let at = 0;
  while (at < words.length) {
    const w = words[at]!;
    const greeting = greetingAt(words, at);
    const thanks = Math.max(matchAt(words, at, THANKS_PHRASES), isThanksWord(w) ? 1 : 0);
    const around = matchAt(words, at, AROUND_PHRASES);
    const longest = Math.max(greeting, thanks, around);
    if (longest > 0) {
      if (thanks === longest) thanked = true;
      else if (greeting === longest) greeted = true;
      at += longest;
    } else if (isHarmlessFace(w)) {
      // a face or sign that does not hurt ('hi 👋', 'morning ☀️', 'merci ✨'); one that hurts
      // ('hi 😭') leaves the message to the model
      at += 1;
    } else return undefined;
  }
  return thanked ? 'thanks' : greeted ? 'greeting' : undefined;
}
