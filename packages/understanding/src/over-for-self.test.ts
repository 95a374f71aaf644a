import { describe, expect, it } from 'vitest';
import { normalizeTokens } from './normalize';
import { expectNoCrisisTaken } from './reading-check';
import { crisisOverForSelf } from './over-for-self';

const over = (text: string) => crisisOverForSelf(normalizeTokens(text));

// every sentence here was written for this test, apart from the corpus and the evaluation set
describe("the writer's own crisis, long over", () => {
  it('knows a crisis long past told by someone who is well now', () => {
    for (const text of [
      'i used to cut myself in high school, im 28 now and 10 years clean',
      'I was suicidal for most of my twenties. I am doing well now and wanted to say it out loud',
      'tried to end my life when i was 17. im 35 now and genuinely happy, married, 2 kids',
      'i used to self harm as a teen but i stopped ages ago, the scars are fading',
      'When I was 16 I overdosed on my mums tablets. 20 years on I am in a good place, honestly',
      'i was cutting every day in year 10. havent since, 6 years now. proud of myself',
      'My suicide attempt was in 2011. I am okay now, I teach primary school and I love it',
      'i used to burn myself with a lighter years ago. 4 years clean now 💪',
      'i was suicidal back in uni but i got help and i am so much better',
      // a year as many say it, a wish not to be here, an absence of the wish
      'thirty year ago i tried to end my life. i am nothing like that now',
      'last year i did not want to be here. thats all behind me now',
      'its been 3 years since i last cut and i am proud of myself',
      'havent felt the need to hurt myself in over a year, my counsellor is chuffed',
      'my first winter here i was in a bad way, didnt want to live. 6 years back now and im doing well',
      // the 'i' left out, the self named
      'rough few years as a teenager, used to cut myself most weeks. not there anymore, proud of it',
    ])
      expect(over(text), text).toBe(true);
  });

  it('leaves the wish or the harm now to the alarm', () => {
    for (const text of [
      // it is back, whatever came before
      'i used to cut in high school, 5 years clean, but i cut again last night',
      'i was suicidal years ago and got better but lately i feel like that again',
      'I tried to kill myself when I was 19. I am fine now but honestly I dont see the point anymore',
      'i used to self harm as a teen, 3 years clean, and the urge is so strong tonight',
      'i used to cut when i was 15, i stopped for years but i relapsed',
      'I overdosed years ago and I am doing well but I keep thinking about doing it',
      'i used to self harm in school and i am clean now but i want to cut so bad',
      'i was suicidal in college and im not okay now either',
      'tried to end it at 20. doing better now but been cutting again this week',
      // a crisis now, with nothing past and over
      'i have been cutting every night this week',
      'i am 2 years clean from hurting myself and i blew it tonight',
      'i want to kill myself, i used to be happy',
      'i used to cut in high school, 5 years clean, kms',
      'i stopped cutting years ago and i am doing well but honestly i could end it all',
      'i used to self harm in school. i quit my job today and im doing well lol but i want to cut',
      'havent wanted to hurt myself in over a year but tonight its back',
      'i have not wanted to die this much in years, i am not okay',
      'havent wanted to die this bad in over a year. thats how i am doing',
      'last year i wanted to die. feeling better but i still do sometimes',
      'back in the spring i didnt want to be here, im feeling better but i have a plan',
      'twenty year ago i tried to take my life and its over for me now',
      'used to hurt myself in my teens and i started again last week',
      'my sister used to cut years ago, she is fine now but i want to cut tonight',
    ])
      expect(over(text), text).toBe(false);
  });

  it('matches no crisis of the corpus, the evaluation set or the fixed table', () => {
    // and it is not idle: messages of the corpus that look back on a crisis are read by it
    expectNoCrisisTaken(over, 5, 'alone');
  });
});
