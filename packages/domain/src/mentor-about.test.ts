import { describe, expect, it } from 'vitest';
import { replyFromScript } from './chat';
import { aboutTheMentor } from './mentor-fallbacks';
import type { MentorScript } from './mentor-script';

const WHAT = [
  'are you a real person?',
  'r u a bot',
  'Are you actually human?',
  'is this AI',
  'is this even a real person lol',
  'Is this ChatGPT?',
  'who made you',
  'what are you exactly',
  'am i talking to a robot',
  'is it weird that i talk to a chatbot',
  'Are you a therapist?',
  'are u real',
];
const CARE = [
  'do you even care',
  'Do you actually understand what I am saying?',
  'are you even listening',
  'can you hear me',
  'does anyone even care',
  'u there?',
];
const NEITHER = [
  'what are you doing today',
  'you are a good listener',
  'my boyfriend is a real person too',
  'i watched a film about robots',
  'are you kidding me',
  'I care about my exams',
  'what are you up to',
  'can you help me sleep',
  'real talk, work is awful',
];

describe('questions about the mentor itself', () => {
  it.each(WHAT)('%s: says plainly it is not a person, and where people are', (text) => {
    const line = aboutTheMentor(text, 'Dream Weaver');
    expect(line).toMatch(/^No, I'm not a person\. I'm Dream Weaver, a scripted companion/);
    expect(line).toContain("'Need urgent help?' at the top");
  });
  it.each(CARE)('%s: says it reads every word, and understands only part', (text) => {
    expect(aboutTheMentor(text, 'Mood Mentor')).toMatch(/^I'm reading every word/);
  });
  it.each(NEITHER)('%s: left to the script', (text) => {
    expect(aboutTheMentor(text, 'Mood Mentor')).toBeNull();
  });

  it("comes after the script's own answers, and before a topic reply", () => {
    const script = {
      options: ['A', 'B'],
      responses: { 'are you real': { message: 'Scripted answer.' } },
      topics: { loneliness: [{ message: 'A loneliness reply.' }] },
    } as unknown as MentorScript;
    const line = aboutTheMentor('is it weird that i talk to a chatbot', 'Mood Mentor');
    const reply = (text: string, about: string | null) =>
      replyFromScript('Mood Mentor', script, text, () => 0, 'loneliness', {}, undefined, about)
        .message.text;
    expect(reply('is it weird that i talk to a chatbot', line)).toBe(line);
    expect(reply('are you real', aboutTheMentor('are you real', 'Mood Mentor'))).toBe(
      'Scripted answer.',
    );
    expect(reply('i feel alone', null)).toBe('A loneliness reply.');
  });
});
