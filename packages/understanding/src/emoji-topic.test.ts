import { describe, expect, it } from 'vitest';
import { emojiOnlyTopic } from './emoji-topic';
import { normalizeTokens } from './normalize';
import { understand } from './understand-default';

const topicOf = (text: string) => emojiOnlyTopic(normalizeTokens(text));

describe('a message of emoji alone', () => {
  it('takes its topic from the faces it shows, the one shown most, a hurting one on a tie', () => {
    const table: Array<[string, string]> = [
      ['😭😭😭', 'low-mood'],
      ['😢', 'low-mood'],
      ['💔', 'low-mood'],
      ['😔 😞', 'low-mood'],
      ['😰😰', 'anxiety'],
      ['🤬', 'anger'],
      ['😩😩', 'stress'],
      ['😴', 'sleep'],
      ['🎉🥳', 'positive'],
      ['👋', 'greeting'],
      ['😡😡😭', 'anger'],
      ['🎉😭', 'low-mood'],
      ['😂😭', 'low-mood'],
    ];
    for (const [text, topic] of table) expect(topicOf(text), text).toBe(topic);
  });

  it('leaves the rest to the model: words beside the emoji, or no face that says a feeling', () => {
    for (const text of ['ugh 😭', 'xbox 😭', '👍', '😂😂', '💊💊💊', ''])
      expect(topicOf(text), text).toBeUndefined();
  });

  it('is never read as good news when it shows tears, and a crisis emoji is still a crisis', () => {
    expect(understand('😭😭😭')).toEqual({
      crisis: false,
      kind: null,
      topic: 'low-mood',
      confidence: 0.9,
    });
    expect(understand('🥲')).toMatchObject({ topic: 'low-mood' });
    expect(understand('💊💊💊')).toMatchObject({ crisis: true, kind: 'overdose' });
  });
});
