import { describe, expect, it } from 'vitest';
import { HELPLINE_SOURCES } from './helpline-sources';
import {
  COUNTRY_CODES,
  COUNTRY_NAMES,
  EU_COUNTRIES,
  HELPLINE_COUNTRIES,
  HELPLINES,
  type CountryCode,
} from './helplines';

/** A country's own lines, as [name, [label, href]...]. */
const linesOf = (country: CountryCode) =>
  HELPLINES.filter((l) => l.countries !== 'all' && l.countries.includes(country)).map((l) => [
    l.name,
    l.contacts.map((c) => [c.label, c.href]),
  ]);

describe('the helplines', () => {
  it('lists the US lines: 911, 988 (call or text), Crisis Text Line, the domestic violence hotline, Childhelp', () => {
    expect(linesOf('US')).toEqual([
      ['Emergency services', [['Call 911', 'tel:911']]],
      [
        '988 Suicide & Crisis Lifeline',
        [
          ['Call 988', 'tel:988'],
          ['Text 988', 'sms:988'],
        ],
      ],
      ['Crisis Text Line', [['Text HOME to 741741', 'sms:741741?body=HOME']]],
      [
        'National Domestic Violence Hotline',
        [
          ['Call 1-800-799-7233', 'tel:18007997233'],
          ['Text START to 88788', 'sms:88788?body=START'],
        ],
      ],
      [
        'Childhelp National Child Abuse Hotline',
        [
          ['Call 1-800-422-4453', 'tel:18004224453'],
          ['Text 1-800-422-4453', 'sms:18004224453'],
        ],
      ],
    ]);
  });

  it("lists Canada's: 911, 9-8-8 (call or text), Kids Help Phone", () => {
    expect(linesOf('CA')).toEqual([
      ['Emergency services', [['Call 911', 'tel:911']]],
      [
        '9-8-8: Suicide Crisis Helpline',
        [
          ['Call 9-8-8', 'tel:988'],
          ['Text 9-8-8', 'sms:988'],
        ],
      ],
      [
        'Kids Help Phone',
        [
          ['Call 1-800-668-6868', 'tel:18006686868'],
          ['Text CONNECT to 686868', 'sms:686868?body=CONNECT'],
        ],
      ],
    ]);
  });

  it("lists the UK's: 999, Samaritans 116 123, Shout 85258, Refuge 0808 2000 247, Childline 0800 1111", () => {
    expect(linesOf('GB')).toEqual([
      ['Emergency services', [['Call 999', 'tel:999']]],
      ['Samaritans', [['Call 116 123', 'tel:116123']]],
      ['Shout', [['Text SHOUT to 85258', 'sms:85258?body=SHOUT']]],
      ['National Domestic Abuse Helpline (Refuge)', [['Call 0808 2000 247', 'tel:08082000247']]],
      ['Childline', [['Call 0800 1111', 'tel:08001111']]],
    ]);
  });

  it("lists Ireland's: 112 or 999, Samaritans 116 123, 50808, Women's Aid 1800 341 900, Childline 1800 66 66 66", () => {
    expect(linesOf('IE')).toEqual([
      [
        'Emergency services',
        [
          ['Call 112', 'tel:112'],
          ['Call 999', 'tel:999'],
        ],
      ],
      ['Samaritans', [['Call 116 123', 'tel:116123']]],
      ['50808', [['Text 50808', 'sms:50808']]],
      ["Women's Aid", [['Call 1800 341 900', 'tel:1800341900']]],
      [
        'Childline (ISPCC)',
        [
          ['Call 1800 66 66 66', 'tel:1800666666'],
          ['Text 50101', 'sms:50101'],
        ],
      ],
    ]);
  });

  it("lists Australia's: 000, Lifeline 13 11 14, 1800RESPECT 1800 737 732, Kids Helpline 1800 55 1800", () => {
    expect(linesOf('AU')).toEqual([
      ['Emergency services', [['Call 000', 'tel:000']]],
      ['Lifeline', [['Call 13 11 14', 'tel:131114']]],
      ['1800RESPECT', [['Call 1800 737 732', 'tel:1800737732']]],
      ['Kids Helpline', [['Call 1800 55 1800', 'tel:1800551800']]],
    ]);
  });

  it("lists New Zealand's: 111, 1737 (call or text), Youthline 0800 376 633 (or text 234)", () => {
    expect(linesOf('NZ')).toEqual([
      ['Emergency services', [['Call 111', 'tel:111']]],
      [
        '1737, Need to talk?',
        [
          ['Call 1737', 'tel:1737'],
          ['Text 1737', 'sms:1737'],
        ],
      ],
      [
        'Youthline',
        [
          ['Call 0800 376 633', 'tel:0800376633'],
          ['Text 234', 'sms:234'],
        ],
      ],
    ]);
  });

  it("lists India's: 112, Tele-MANAS 14416, Child Helpline 1098", () => {
    expect(linesOf('IN')).toEqual([
      ['Emergency services', [['Call 112', 'tel:112']]],
      [
        'Tele-MANAS',
        [
          ['Call 14416', 'tel:14416'],
          ['Call 1-800-891-4416', 'tel:18008914416'],
        ],
      ],
      ['Child Helpline 1098', [['Call 1098', 'tel:1098']]],
    ]);
  });

  it('gives every other EU country 112, and Ireland its own lines instead', () => {
    expect(EU_COUNTRIES).toHaveLength(26);
    expect(EU_COUNTRIES).not.toContain('IE');
    for (const country of EU_COUNTRIES) {
      expect(linesOf(country), country).toEqual([
        ['Emergency services', [['Call 112', 'tel:112']]],
      ]);
    }
  });

  it('points everywhere else to findahelpline.com', () => {
    const all = HELPLINES.filter((l) => l.countries === 'all');
    expect(all.map((l) => [l.name, l.contacts.map((c) => [c.label, c.href])])).toEqual([
      ['Find A Helpline', [['findahelpline.com', 'https://findahelpline.com']]],
    ]);
  });

  it('gives every country an emergency number, labelled as such, first', () => {
    for (const country of COUNTRY_CODES) {
      const own = HELPLINES.filter((l) => l.countries !== 'all' && l.countries.includes(country));
      expect(own[0]?.kind, country).toBe('emergency');
      expect(own[0]?.name, country).toBe('Emergency services');
      expect(
        own.filter((l) => l.kind === 'emergency'),
        country,
      ).toHaveLength(1);
    }
    for (const country of HELPLINE_COUNTRIES) {
      expect(
        HELPLINES.some((l) => l.kind === 'crisis' && l.countries.includes(country)),
        country,
      ).toBe(true);
    }
  });

  it('gives every country with lines of its own one line for children and young people, after its abuse line', () => {
    for (const country of HELPLINE_COUNTRIES) {
      const own = HELPLINES.filter((l) => l.countries !== 'all' && l.countries.includes(country));
      const young = own.filter((l) => l.kind === 'young');
      expect(young, country).toHaveLength(1);
      const line = young[0]!;
      // says who it is for, and that abuse at home can be talked about
      expect(line.description, line.id).toMatch(
        /^For (children|young people|anyone under 1[89])\b/,
      );
      expect(line.description, line.id).toMatch(/at home/);
      expect(
        line.contacts.some((c) => c.href.startsWith('tel:')),
        line.id,
      ).toBe(true);
      const abuse = own.findIndex((l) => l.kind === 'abuse');
      if (abuse !== -1) expect(own.indexOf(line), line.id).toBeGreaterThan(abuse);
    }
    // the rest of the EU and everywhere else have none of their own
    expect(HELPLINES.filter((l) => l.kind === 'young' && l.countries === 'all')).toEqual([]);
    for (const country of EU_COUNTRIES) {
      expect(
        HELPLINES.some((l) => l.kind === 'young' && l.countries.includes(country)),
        country,
      ).toBe(false);
    }
  });

  it('writes every number out in its label, and only uses tel:, sms: and https: links', () => {
    for (const line of HELPLINES) {
      expect(line.contacts.length, line.id).toBeGreaterThan(0);
      for (const c of line.contacts) {
        expect(c.href).toMatch(/^(tel:\d+|sms:\d+(\?body=[A-Z]+)?|https:\/\/[\w.]+)$/);
        const digits = c.href.match(/^(?:tel|sms):(\d+)/)?.[1];
        if (digits) expect(c.label.replace(/[\s-]/g, ''), c.label).toContain(digits);
        // The keyword to text is written out too.
        const body = c.href.match(/\?body=(\w+)$/)?.[1];
        if (body) expect(c.label).toContain(`Text ${body} to`);
      }
    }
  });

  it('says where each line was checked and when, and of no line it does not show', () => {
    for (const line of HELPLINES) {
      const checked = HELPLINE_SOURCES[line.id];
      expect(checked?.source, line.id).toMatch(/^https?:\/\/[^\s]+$/);
      expect(checked?.checked, line.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const day = checked!.checked;
      expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
      expect(line.description, line.id).toMatch(/^[A-Z0-9].*\.$/);
    }
    expect(new Set(HELPLINES.map((l) => l.id)).size).toBe(HELPLINES.length);
    expect(Object.keys(HELPLINE_SOURCES).sort()).toEqual(HELPLINES.map((l) => l.id).sort());
  });

  it('names every country it knows, once', () => {
    expect(Object.keys(COUNTRY_NAMES).sort()).toEqual([...COUNTRY_CODES].sort());
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
  });
});
