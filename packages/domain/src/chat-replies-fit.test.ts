import { describe, expect, it } from 'vitest';
import { crisisReply } from './chat';
import { crisisText } from './chat-safety';
import { CRISIS_REPLY } from './crisis-resources';
import { SAFE_AFTER_OVERDOSE } from './safety-answers';

describe('the replies to an overdose hold whether or not anything was taken', () => {
  const replies = [crisisText('overdose'), SAFE_AFTER_OVERDOSE.messages[0]!.text];

  it('they never take it as said that something was taken', () => {
    for (const text of replies) {
      // 'What you took can still harm you' told someone who had only thought of it that they had
      expect(text).not.toMatch(/(?:^|\. )What you took/);
      expect(text).toMatch(/If you(?:'ve| have) taken (?:anything|something)/);
    }
  });

  it('and say what to do if nothing was taken: the pills out of reach, or with someone trusted', () => {
    for (const text of replies) {
      expect(text).toMatch(/If you haven't.*out of reach, or give them to someone you trust/);
    }
  });

  it('"I\'m safe for now" still sends one who took something for help, with the number', () => {
    const [message] = SAFE_AFTER_OVERDOSE.messages;
    expect(message).toMatchObject({ kind: 'emergency' });
    expect(message!.text).toMatch(
      /still harm you even if you feel fine.*call the emergency number now or go to A&E\/the ER/,
    );
  });
});

describe('self-harm gets a reply of its own, with first aid', () => {
  it('says when a wound needs the emergency number, and what to do for a smaller one', () => {
    const text = crisisText('self-harm');
    expect(text).not.toBe(CRISIS_REPLY);
    expect(text).toMatch(
      /deep or gaping, or still bleeding after 10 minutes of firm pressure.*call the emergency number or go to A&E\/the ER now/,
    );
    expect(text).toMatch(/Rinse a smaller cut with clean water and cover it/);
    expect(text).toMatch(/no judgement/);
    // it fits the urge as well as a wound ('I'm thinking about hurting myself')
    expect(text).toMatch(/If you've hurt yourself/);
    expect(text).toMatch(/whether you've hurt yourself or feel you might/);
    expect(crisisReply('self-harm').message).toMatchObject({ text, crisisKind: 'self-harm' });
  });

  it('suicide and an unknown kind keep the crisis reply', () => {
    expect(crisisText('suicide')).toBe(CRISIS_REPLY);
    expect(crisisText(null)).toBe(CRISIS_REPLY);
  });
});
