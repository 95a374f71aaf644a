/**
 * Whether a message tells of clearing out old medicine: 'threw out all the old pills in the
 * medicine cabinet, some expired in 2015', 'took the out of date tablets back to the chemist'.
 * People tidy a cupboard or return what they no longer need; the model weighs 'pills', 'all'
 * and 'took' as overdose words whatever is around them ('threw out all the old pills' was a
 * false alarm at 0.87). It needs medicine, a way of getting rid of it (thrown out, binned,
 * cleared, handed back to a pharmacy) and that it is old, expired or to go back. It errs towards
 * the alarm: anything of keeping or saving pills, of taking them, of an amount to harm, of drink,
 * of feeling unwell, of a wish to die or of another crisis leaves the message to the model.
 */
import { MEDICINE } from './usual-dose';

/** Medicine, or where it is kept. */
const MEDS = new RegExp(
  ` (?:${MEDICINE}|medicines|cough syrup|cough syrups|inhaler|inhalers|prescriptions?|medicine cabinet|medicine cupboard|medicine box|first aid kit) `,
);
/** ...but a tablet alone may be a computer ('typing this on the old tablet'). */
const DEVICE = / (?:a|an|the|my|his|her|their|old|new|s) tablet /;

/** Getting rid of it: thrown out, binned, cleared, handed back. */
const RID =
  / (?:threw|throw|throwing|thrown|chucked|chuck|chucking|binned|bin|binning|cleared|clearing|clear out|got rid of|getting rid of|get rid of|disposed of|dispose of|disposing of|flushed|returned|return|returning|handed in|hand in|handing in|dropped off|drop off|cleaned out|cleaning out|sorted out|gave (?:them|it)(?: all)? to|(?:handed|handing) (?:[a-z]+ ){0,3}?(?:over|in|to)|took (?:[a-z]+ ){0,5}?back|take (?:[a-z]+ ){0,5}?back|taking (?:[a-z]+ ){0,5}?back) /;

/** That it is old, out of date, or going back to whoever gives it out. */
const OLD =
  / (?:old|expired|expires|expiry|out of date|outdated|past (?:their|the|its) (?:date|dates|best)|use by|best before|(?:19|20)\d\d|(?:to|at) (?:the )?(?:chemist|pharmacy|pharmacist|chemists|drug store|drugstore|boots|apteka|walgreens|cvs|superdrug)|for disposal|to dispose|takeback|take back (?:scheme|bin|box)) /;

/** Keeping, taking or harm: the message stays the model's. */
const STILL = new RegExp(
  [
    ` (?:kept|keep|keeping|saved|save|saving|hid|hide|hiding|hidden|stash|stashed|stockpile|stockpiled|collecting|collected|hoard|hoarded|hoarding|except|but not|apart from) `,
    // ('took them to the chemist' is a way of getting rid of them)
    ` (?:swallowed|swallow|(?:took|take|taking) them(?! (?:to|back|in|round|down|over) )|took some|take some|took a few|take a few|ate|popped|downed|necked|instead) `,
    // an amount taken ('taken about 25 of his old tablets I found clearing out his place')
    ` (?:taken|took|swallowed|had) (?:about |like |around |maybe |over )?(?:\\d+|a handful|handful) `,
    ` (?:how many|enough|what happens|would it|will it|could i|can i|should i|tempted|wondering|wonder) `,
    ` (?:drank|drink|drinking|drunk|alcohol|vodka|wine|beer|whisky|whiskey) `,
    ` (?:die|dying|dead|kill|end it|end my|suicide|goodbye|not wake|never wake|wake up|overdose|hurt myself|myself|cut|cutting) `,
    ` (?:dizzy|sick|vomit|vomiting|throwing up|threw up|numb|shaking|heart|hospital|ambulance|passed out|help|scared) `,
  ].join('|'),
);

/** Whether normalised words tell of clearing out old medicine (see above). */
export function clearsOldMedicine(words: readonly string[]): boolean {
  const s = ` ${words.join(' ')} `;
  return MEDS.test(s) && !DEVICE.test(s) && RID.test(s) && OLD.test(s) && !STILL.test(s);
}
