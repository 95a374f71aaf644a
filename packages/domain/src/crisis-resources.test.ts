import { describe, expect, it } from 'vitest';
import { CRISIS_REPLY, CRISIS_RESOURCES, NOT_A_SUBSTITUTE } from './crisis-resources';

const contacts = (id: string) =>
  CRISIS_RESOURCES.find((r) => r.id === id)?.contacts.map((c) => [c.label, c.href]);

describe('crisis resources', () => {
  it('lists emergency services for the US, EU and UK', () => {
    expect(contacts('emergency')).toEqual([
      ['Call 911 (US)', 'tel:911'],
      ['Call 112 (EU)', 'tel:112'],
      ['Call 999 (UK)', 'tel:999'],
    ]);
  });
  it('lists the 988 Suicide & Crisis Lifeline: call or text 988', () => {
    expect(CRISIS_RESOURCES.find((r) => r.id === 'lifeline-988')?.name).toBe(
      '988 Suicide & Crisis Lifeline',
    );
    expect(contacts('lifeline-988')).toEqual([
      ['Call 988', 'tel:988'],
      ['Text 988', 'sms:988'],
    ]);
  });
  it('lists Crisis Text Line: text HOME to 741741', () => {
    expect(contacts('crisis-text-line')).toEqual([['Text HOME to 741741', 'sms:741741?body=HOME']]);
  });
  it('lists Samaritans on 116 123 for the UK and Ireland', () => {
    expect(CRISIS_RESOURCES.find((r) => r.id === 'samaritans')?.region).toBe('UK and Ireland');
    expect(contacts('samaritans')).toEqual([['Call 116 123', 'tel:116123']]);
  });
  it('points every other country to findahelpline.com', () => {
    expect(contacts('findahelpline')).toEqual([['findahelpline.com', 'https://findahelpline.com']]);
  });
  it('writes every number out in its label, and only uses tel:, sms: and https: links', () => {
    for (const r of CRISIS_RESOURCES) {
      for (const c of r.contacts) {
        expect(c.href).toMatch(/^(tel:\d+|sms:\d+(\?body=\w+)?|https:\/\/[\w.]+)$/);
        const digits = c.href.match(/^(?:tel|sms):(\d+)/)?.[1];
        if (digits) expect(c.label.replace(/\s/g, '')).toContain(digits);
      }
    }
    expect(new Set(CRISIS_RESOURCES.map((r) => r.id)).size).toBe(CRISIS_RESOURCES.length);
  });
  it('says the mentors are automated and not a substitute for care or emergency help', () => {
    expect(NOT_A_SUBSTITUTE).toMatch(/automated, scripted companions, not people/);
    expect(NOT_A_SUBSTITUTE).toMatch(
      /not a substitute for professional care or for emergency help/,
    );
    expect(CRISIS_REPLY).toMatch(/automated/);
    expect(CRISIS_REPLY).toMatch(/emergency/);
  });
});
