import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_SKILLS,
  BUILT_IN_SKILL_COUNT,
  isBuiltInSkillId,
  nextCustomSkillId,
  CATEGORY_EMOJI,
  COPING_CATEGORIES,
  CopingSkillSchema,
  CustomSkillSchema,
  EMPTY_CATEGORY,
  NO_OWN_SKILLS,
  shownSkillsText,
  ENCOURAGEMENTS,
  SKILL_ERRORS,
  TOAST_ADDED,
  TOAST_FAVORITED,
  TOAST_REMOVED,
  TOAST_UNFAVORITED,
  addCustomSkill,
  allSkills,
  favoriteSkills,
  favoritedMessage,
  isCopingCategory,
  nextSkillId,
  pickEncouragement,
  removeCustomSkill,
  skillsByCategory,
  toggleFavorite,
  uniqueCustomSkills,
  type CustomSkill,
} from './coping-skills';

const input = (name: string, description: string, category = 'Breathing') => ({
  name,
  description,
  category,
});

/** Adds skills one after another, failing the test if any is refused. */
function addAll(custom: CustomSkill[], n: number): CustomSkill[] {
  let list = custom;
  for (let i = 0; i < n; i++) {
    const r = addCustomSkill(list, input(`Skill ${i}`, `Do thing ${i}`));
    if (!r.ok) throw new Error('refused');
    list = r.custom;
  }
  return list;
}

describe('categories and built-in skills', () => {
  it('has exactly the five SPEC categories, in order, each with its own emoji', () => {
    expect(COPING_CATEGORIES).toEqual([
      'Grounding',
      'Distraction',
      'Self-Soothing',
      'Movement',
      'Breathing',
    ]);
    const emojis = COPING_CATEGORIES.map((c) => CATEGORY_EMOJI[c]);
    expect(emojis.every((e) => e.length > 0)).toBe(true);
    expect(new Set(emojis).size).toBe(5);
  });

  it('has 25 built-in skills, 5 per category, ids 1 to 25, all valid and marked default', () => {
    expect(BUILT_IN_SKILLS).toHaveLength(25);
    expect(BUILT_IN_SKILLS.map((s) => s.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    for (const c of COPING_CATEGORIES) {
      expect(BUILT_IN_SKILLS.filter((s) => s.category === c)).toHaveLength(5);
    }
    for (const s of BUILT_IN_SKILLS) {
      expect(CopingSkillSchema.parse(s)).toEqual(s);
      expect(s.isDefault).toBe(true);
    }
    expect(new Set(BUILT_IN_SKILLS.map((s) => s.name.toLowerCase())).size).toBe(25);
  });

  it('describes every built-in skill in one or two sentences', () => {
    for (const s of BUILT_IN_SKILLS) {
      const sentences = s.description.split(/(?<=[.!?])\s+(?=[A-Z'])/);
      expect(sentences.length, s.name).toBeGreaterThanOrEqual(1);
      expect(sentences.length, s.name).toBeLessThanOrEqual(2);
      expect(s.description).toMatch(/[.!?']$/);
    }
  });

  it('checks categories exactly (case and spelling matter)', () => {
    for (const c of COPING_CATEGORIES) expect(isCopingCategory(c)).toBe(true);
    for (const bad of ['grounding', 'Self Soothing', 'Sleep', '', ' Breathing', 3, null]) {
      expect(isCopingCategory(bad)).toBe(false);
    }
  });

  it('groups skills under every category, keeping empty categories', () => {
    const grouped = skillsByCategory([]);
    expect(Object.keys(grouped)).toEqual([...COPING_CATEGORIES]);
    expect(Object.values(grouped).every((l) => l.length === 0)).toBe(true);
    const r = addCustomSkill([], input('Hum', 'Hum a tune.', 'Breathing'));
    if (!r.ok) throw new Error('refused');
    const all = skillsByCategory(allSkills(r.custom));
    expect(all.Breathing.map((s) => s.name).at(-1)).toBe('Hum');
    expect(all.Breathing).toHaveLength(6);
    expect(all.Grounding).toHaveLength(5);
  });
});

describe('toasts and encouragements', () => {
  it('uses the exact SPEC texts', () => {
    expect(TOAST_FAVORITED).toBe('Skill favorited!');
    expect(TOAST_UNFAVORITED).toBe('Skill unfavorited.');
    expect(TOAST_ADDED).toBe('Custom skill added!');
    expect(TOAST_REMOVED).toBe('Custom skill removed.');
    expect(EMPTY_CATEGORY).toBe('No skills yet in this category.');
  });

  it('adds an encouragement chosen by the injected randomness', () => {
    expect(ENCOURAGEMENTS.length).toBeGreaterThanOrEqual(5);
    expect(pickEncouragement(() => 0)).toBe(ENCOURAGEMENTS[0]);
    expect(pickEncouragement(() => 0.999999)).toBe(ENCOURAGEMENTS.at(-1));
    expect(favoritedMessage(() => 0)).toBe(`Skill favorited! ${ENCOURAGEMENTS[0]}`);
  });

  it('always gives one of the encouragements, even for out-of-range randomness', () => {
    fc.assert(
      fc.property(fc.double({ min: -1, max: 2, noNaN: true }), (r) => {
        expect(ENCOURAGEMENTS).toContain(pickEncouragement(() => r));
      }),
    );
  });
});

describe('favourites', () => {
  it('toggles on by appending and off by removing', () => {
    const on = toggleFavorite([3, 7], 12);
    expect(on).toEqual({ favorites: [3, 7, 12], favorited: true });
    const off = toggleFavorite(on.favorites, 7);
    expect(off).toEqual({ favorites: [3, 12], favorited: false });
  });

  it('removes every copy when turning off, and toggling twice restores the list', () => {
    expect(toggleFavorite([5, 5, 2], 5)).toEqual({ favorites: [2], favorited: false });
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 60 })),
        fc.integer({ min: 1, max: 60 }),
        (favs, id) => {
          const once = toggleFavorite(favs, id);
          expect(once.favorited).toBe(!favs.includes(id));
          expect(once.favorites.includes(id)).toBe(once.favorited);
          const twice = toggleFavorite(once.favorites, id);
          expect(new Set(twice.favorites)).toEqual(new Set(favs));
        },
      ),
    );
  });

  it('lists favourite skills in favouriting order, skipping unknown ids and repeats', () => {
    const list = favoriteSkills(BUILT_IN_SKILLS, [21, 999, 2, 21]);
    expect(list.map((s) => s.id)).toEqual([21, 2]);
  });
});

describe('custom skills: validation', () => {
  it('refuses a blank or whitespace-only name or description, saying why', () => {
    expect(addCustomSkill([], input('   ', 'Something'))).toEqual({
      ok: false,
      errors: { name: SKILL_ERRORS.nameMissing },
    });
    expect(addCustomSkill([], input('Walk', ' \n\t '))).toEqual({
      ok: false,
      errors: { description: SKILL_ERRORS.descriptionMissing },
    });
    expect(addCustomSkill([], input('', ''))).toEqual({
      ok: false,
      errors: { name: SKILL_ERRORS.nameMissing, description: SKILL_ERRORS.descriptionMissing },
    });
  });

  it('refuses a category that is not one of the five', () => {
    for (const c of ['Sleep', 'breathing', '']) {
      expect(addCustomSkill([], input('Walk', 'Go outside.', c))).toEqual({
        ok: false,
        errors: { category: SKILL_ERRORS.category },
      });
    }
  });

  it('refuses over-long text at the limits, accepting exactly the limit', () => {
    expect(addCustomSkill([], input('a'.repeat(80), 'b'.repeat(500))).ok).toBe(true);
    expect(addCustomSkill([], input('a'.repeat(81), 'ok'))).toMatchObject({
      ok: false,
      errors: { name: SKILL_ERRORS.nameTooLong },
    });
    expect(addCustomSkill([], input('ok', 'b'.repeat(501)))).toMatchObject({
      ok: false,
      errors: { description: SKILL_ERRORS.descriptionTooLong },
    });
  });

  it('trims and stores a valid skill as not default, and the stored form passes its schema', () => {
    const r = addCustomSkill(
      [],
      input('  Call my sister ', '  Ring her for a chat.  ', 'Distraction'),
    );
    expect(r).toEqual({
      ok: true,
      skill: {
        id: 26,
        category: 'Distraction',
        name: 'Call my sister',
        description: 'Ring her for a chat.',
        isDefault: false,
      },
      custom: [expect.objectContaining({ id: 26 })],
    });
    if (r.ok) expect(CustomSkillSchema.parse(r.skill)).toEqual(r.skill);
  });
});

describe('custom skills: the id rule', () => {
  it('is the list length plus 1 while nothing was removed', () => {
    const custom = addAll([], 4);
    expect(custom.map((s) => s.id)).toEqual([26, 27, 28, 29]);
    custom.forEach((s, i) => expect(s.id).toBe(BUILT_IN_SKILLS.length + i + 1));
    expect(nextSkillId(allSkills(custom))).toBe(allSkills(custom).length + 1);
  });

  it('never collides with an id in use after removals', () => {
    let custom = addAll([], 3); // 26, 27, 28
    custom = removeCustomSkill(custom, [], 26).custom; // 27, 28: length+1 would be 28
    const r = addCustomSkill(custom, input('New', 'New one.'));
    if (!r.ok) throw new Error('refused');
    expect(r.skill.id).toBe(29);
    expect(new Set(r.custom.map((s) => s.id)).size).toBe(r.custom.length);
  });

  it('keeps every id unique through any sequence of adds and removes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant('add' as const), fc.nat({ max: 20 })), { maxLength: 40 }),
        (ops) => {
          let custom: CustomSkill[] = [];
          for (const op of ops) {
            if (op === 'add') {
              const r = addCustomSkill(custom, input('x', 'y'));
              if (!r.ok) throw new Error('refused');
              expect(r.skill.id).toBeGreaterThan(BUILT_IN_SKILLS.length);
              custom = r.custom;
            } else if (custom.length > 0) {
              custom = removeCustomSkill(custom, [], custom[op % custom.length]!.id).custom;
            }
            const ids = allSkills(custom).map((s) => s.id);
            expect(new Set(ids).size).toBe(ids.length);
          }
        },
      ),
    );
  });

  it('counts from the whole list, so an empty list starts at 1', () => {
    expect(nextSkillId([])).toBe(1);
    expect(nextSkillId(BUILT_IN_SKILLS)).toBe(26);
  });

  it('drops stored custom skills whose ids clash with a built-in or an earlier custom skill', () => {
    const mk = (id: number, name: string): CustomSkill => ({
      id,
      name,
      description: 'd',
      category: 'Movement',
      isDefault: false,
    });
    expect(uniqueCustomSkills([mk(3, 'a'), mk(30, 'b'), mk(30, 'c'), mk(31, 'd')])).toEqual([
      mk(30, 'b'),
      mk(31, 'd'),
    ]);
  });
});

describe('custom skills: removal', () => {
  it('removes the skill and takes it out of favourites, keeping other favourites', () => {
    const custom = addAll([], 2); // 26, 27
    const r = removeCustomSkill(custom, [4, 27, 26], 27);
    expect(r.removed).toBe(true);
    expect(r.custom.map((s) => s.id)).toEqual([26]);
    expect(r.favorites).toEqual([4, 26]);
  });

  it('cannot remove a built-in skill or an unknown id', () => {
    const custom = addAll([], 1);
    for (const id of [1, 25, 99]) {
      const r = removeCustomSkill(custom, [1, 26], id);
      expect(r).toEqual({ custom, favorites: [1, 26], removed: false });
    }
  });
});

describe('the built-in skills and the schema module agree', () => {
  it('has BUILT_IN_SKILL_COUNT built-in skills, with ids 1 to that count', () => {
    expect(BUILT_IN_SKILLS.length).toBe(BUILT_IN_SKILL_COUNT);
    expect(BUILT_IN_SKILLS.map((s) => s.id)).toEqual(
      Array.from({ length: BUILT_IN_SKILL_COUNT }, (_, i) => i + 1),
    );
    expect(BUILT_IN_SKILLS.every((s) => isBuiltInSkillId(s.id))).toBe(true);
    expect(isBuiltInSkillId(BUILT_IN_SKILL_COUNT + 1)).toBe(false);
  });

  it('gives a new custom skill the same id as nextSkillId over every skill', () => {
    const skill = (id: number) => ({
      id,
      category: 'Grounding' as const,
      name: `Skill ${id}`,
      description: 'A way to come back to now.',
      isDefault: false as const,
    });
    for (const custom of [
      [],
      [skill(26)],
      [skill(26), skill(40)],
      [skill(30), skill(31), skill(27)],
    ]) {
      expect(nextCustomSkillId(custom)).toBe(nextSkillId(allSkills(custom)));
    }
  });
});

describe('what the list shows, said', () => {
  it('counts the skills shown, with the category, and says when they are only your own', () => {
    expect(shownSkillsText(5, false, 'Movement')).toBe('Showing 5 skills in Movement.');
    expect(shownSkillsText(27, false, null)).toBe('Showing 27 skills in all categories.');
    expect(shownSkillsText(1, true, null)).toBe('Showing 1 skill of your own in all categories.');
    expect(shownSkillsText(0, true, 'Breathing')).toBe(
      'Showing 0 skills of your own in Breathing.',
    );
    expect(NO_OWN_SKILLS).toBe(
      "You haven't added any skills of your own yet. Add one below, in 'Add your own skill'.",
    );
  });
});
