/**
 * Whether a message steps away from the chat for someone at the door: 'someone at the door, be
 * right back', 'have to go, our Karen's at the door with the shopping', 'one sec, doorbell'. A
 * knock at the door is how many messages of danger begin, and the model weighs it so whatever
 * follows: five writers' pauses of this kind raised a doubtful alarm (0.10 to 0.24). It needs
 * both: the writer going or pausing (brb, hold on, one sec, got to go, have to stop there) and
 * someone at the door, a knock or the bell. It errs towards the alarm: anyone unknown or
 * unexpected, fear, the night, a partner or an ex, anyone who will not leave, a call for help,
 * violence or any other crisis told beside it leave the message to the model.
 */

/** The writer going, or pausing for a moment (as the normaliser writes 'gotta', 'gimme'). */
const AWAY = new RegExp(
  [
    ` (?:brb|bbl|be right back|be back|back in a (?:sec|second|min|minute|mo|moment|bit|tick|jiffy)|back (?:soon|later|shortly|in a bit)) `,
    ` (?:hold on|hang on|wait|one sec|one second|one min|one minute|one moment|just a sec|just a minute|wait a sec|give me a sec|[0-9]+ (?:min|mins|minute|minutes)) `,
    ` (?:have|has|got|need|must) to (?:go|run|dash|stop there|stop here|leave it there) | must (?:go|run|dash) `,
    ` (?:talk|speak|chat) (?:later|soon|tomorrow) | ttyl `,
  ].join('|'),
);

/** Someone at the door, a knock or the bell. */
const CALLER =
  / (?:at the door|at the front door|at the back door|at my door|knocking at the door|knocking on the door|knocking (?:on |at )?my door|knock at the door|knock on the door|doorbell|door bell|the bell) /;

/** Anything of danger, fear or another crisis: the message stays the model's. */
const STILL = new RegExp(
  [
    // anyone unknown or unexpected, or at an hour no one calls
    ` (?:do not know who|not know who|who it is|who is it|stranger|strangers|some guy|some man|a man|a guy|a bloke|some bloke|men|guys|lads|not expecting|expecting nobody|expecting no one|no one comes|nobody comes|night|midnight|1am|2am|3am|4am|5am|in the morning) `,
    // fear, or someone who will not go
    ` (?:scared|afraid|terrified|frightened|nervous|shaking|hide|hiding|hid|locked|lock|police|911|999|112|000|help|again|keeps|kept|still|will not|would not|not leave|not go|not stop|banging|pounding|kicking|shouting|screaming|yelling|trying|forcing|force|push|pushing|window|windows) `,
    // a partner or an ex, or 'he' unnamed
    ` (?:he|him|his|hes|ex|exs|husband|boyfriend|partner|stepdad|landlord) `,
    // any other crisis told beside it
    ` (?:die|dying|dead|kill|killing|suicide|end it|goodbye|myself|pills|tablets|overdose|cut|cutting|knife|gun|hit|hits|hurt|hurting|beat|threat|threatened|threatening|following|followed|owe) `,
  ].join('|'),
);

/** Whether normalised words step away for someone at the door (see above). */
export function awayForCaller(words: readonly string[]): boolean {
  const s = ` ${words.join(' ')} `;
  return AWAY.test(s) && CALLER.test(s) && !STILL.test(s);
}
