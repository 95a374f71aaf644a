import { describe, expect, it } from 'vitest';
import { normalizeTokens } from './normalize';
import { expectNoCrisisTaken } from './reading-check';
import { crisisOverForOther } from './over-for-other';

const over = (text: string) => crisisOverForOther(normalizeTokens(text));

// every sentence here was written for this test, apart from the corpus and the evaluation set
describe("someone else's crisis, over", () => {
  it('knows worry about someone who was in danger and is safe now', () => {
    for (const text of [
      'my flatmate tried to end her life last spring and shes doing loads better now, she even got a promotion',
      'My uncle overdosed a couple of years back. He is doing great these days, 18 months sober',
      'my bf used to cut himself in high school but hes in therapy now and so much happier',
      "my sister was suicidal last winter, she's home now and seeing a psychologist every week",
      'Our neighbour took an overdose last month. Shes back at work now and seems well',
      'my best mate attempted a few years ago, hes doing brilliant now, getting married in june!!',
      'cousin was in the psych ward last year after she tried to hurt herself, she is doing really good now',
      "my friend wanted to end it in first year but she got a counsellor and she's doing well, we're flatmates now",
      'my son slit his wrists when he was 16, hes 25 now and doing really well',
      'my best friend tried to hang herself in 2022, she is doing amazing now and getting married',
      'my sister tried to kill herself in first year at uni, she is back at uni now and doing well',
      'my brother overdosed two years ago, hes in rehab now and 14 months clean',
      'my dad had an overdose in 2019 and is 3 years sober now',
      'my cousin was talking about ending it all back in the summer but hes seeing a therapist now and doing loads better',
      'my aunt told me she did not want to live any more, that was two years ago, shes doing great now and back at work',
      'in high school my best mate said he didnt wanna be here, hes 30 now and doing really well',
      'my uncle told us at christmas hed thought about ending it all last spring, hes doing okay now',
      'a girl on my course thought about taking her own life in first year, she is safe and in therapy',
      'my nephew was thinking of ending it when he was at college, hes in good shape now, new job',
      'our lodger went through a very rough spell and talked about suicide, shes grand now',
    ])
      expect(over(text), text).toBe(true);
  });

  it("leaves danger now, and the writer's own crisis, to the alarm", () => {
    for (const text of [
      // danger now, whatever happened before
      'my friend tried to end her life last year and tonight she texted me goodbye',
      'my brother overdosed last year, he was doing better but now hes not answering his phone',
      'my sister used to cut herself, she was doing well but she relapsed this week',
      'my mate tried to take his life last year and hes saying it again, what do i do',
      'my cousin was talking about ending it all last month, hes got a therapist but hes still saying it',
      'she was in hospital last month after an overdose, shes home now but i am scared she will try again',
      'my dad tried to kill himself years ago and hes doing okay but hes giving away his stuff',
      'my friend tried to end her life last year and shes doing better but now she wont answer her phone',
      'my dad thought about ending it all last year and hes doing okay but tonight hes saying it again',
      'my brother overdosed last year, hes been doing well, but i cant wake him up',
      'my cousin used to cut herself, shes been doing great, but shes missing since this afternoon',
      'my brother overdosed last year and was 8 months clean but he used again tonight',
      // the writer's own wish or harm
      'my friend tried to kill herself last year and shes doing better now, but i want to die',
      'my sister said she didnt want to be alive last year, shes doing better now but she said it again tonight',
      'my cousin overdosed last summer and is doing well now and i keep thinking i should do the same',
      'I tried to end my life last year, im doing better now but it is creeping back',
      'i was thinking of ending it all last week and hes home now',
      'ive been thinking about suicide since march, my sister is doing okay now',
      'my brother overdosed last year, hes fine now, clean and living in leeds. now its me, after taking all my tablets',
      'i used to cut myself in school, im okay now but last night i did it again',
      // a crisis now, with nothing past and over
      'my friend wants to kill herself, shes seeing a therapist but it isnt helping',
      'my girlfriend just took a load of pills and says shes fine now, shes slurring',
    ])
      expect(over(text), text).toBe(false);
  });

  it('matches no crisis of the corpus, the evaluation set or the fixed table', () => {
    // and it is not idle: the corpus's worry about someone now safe is read by it
    expectNoCrisisTaken(over, 30, 'alone');
  });
});
