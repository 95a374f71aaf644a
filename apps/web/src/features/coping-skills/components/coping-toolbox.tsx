import {
  CATEGORY_EMOJI,
  COPING_CATEGORIES,
  EMPTY_CATEGORY,
  NO_OWN_SKILLS,
  TOAST_ADDED,
  TOAST_REMOVED,
  TOAST_UNFAVORITED,
  addCustomSkill,
  allSkills,
  favoriteSkills,
  favoritedMessage,
  removeCustomSkill,
  shownSkillsText,
  skillsByCategory,
  toggleFavorite,
  type CopingCategory,
  type CopingSkill,
  type CustomSkillInput,
} from '@mentora/domain/coping-skills';
import { ShieldCheck } from 'lucide-react';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Switch } from '@/components/ui/switch';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { writeFailureMessage, writeKey } from '@/lib/storage/storage';
import { useStored } from '@/lib/storage/use-stored';
import { lazyModule } from '@/lib/lazy-module';
import { useLazyCode } from '@/lib/use-lazy-code';
import { readCustomSkills, readFavorites } from '../lib/skills-storage';
import { CustomSkillForm } from './custom-skill-form';
import { SkillCard } from './skill-card';
import type * as TrySkillModule from './try-skill-dialog';
import '../coping-skills.css';

/** 'Try this now' opens a dialog whose code is fetched once the page has settled, or on the tap. */
const tryDialog = lazyModule<typeof TrySkillModule>(() => import('./try-skill-dialog'));

function LazyTrySkillDialog({ skill, onClose }: { skill: CopingSkill | null; onClose(): void }) {
  const loaded = useLazyCode(tryDialog, {
    needed: skill !== null,
    name: 'the skill',
    onFail: onClose,
  });
  return loaded ? <loaded.TrySkillDialog skill={skill} onClose={onClose} /> : null;
}

type Filter = 'All' | CopingCategory;
const FILTERS: readonly Filter[] = ['All', ...COPING_CATEGORIES];

/** The Coping Skills Toolbox: favourites, skills by category, and the add-your-own form. */
export function CopingToolbox() {
  const id = useId();
  const [favorites] = useStored('copingSkillsFavorites', readFavorites);
  const [custom] = useStored('copingSkillsCustom', readCustomSkills);
  const [filter, setFilter] = useState<Filter>('All');
  const [onlyMine, setOnlyMine] = useState(false);
  // What the list shows, said politely after a filter or the switch changes it (empty until then).
  const [told, setTold] = useState('');
  const skillsHeading = useRef<HTMLHeadingElement>(null);
  const headings = useRef(new Map<CopingCategory, HTMLHeadingElement>());
  const favoritesHeading = useRef<HTMLHeadingElement>(null);
  const favoritesList = useRef<HTMLUListElement>(null);
  const [trying, setTrying] = useState<CopingSkill | null>(null);
  const closeTry = useCallback(() => setTrying(null), []);

  const skills = useMemo(() => allSkills(custom), [custom]);
  const grouped = useMemo(() => skillsByCategory(skills), [skills]);
  const favoriteList = useMemo(() => favoriteSkills(skills, favorites), [skills, favorites]);
  const favoriteIds = new Set(favorites);
  const shown = filter === 'All' ? COPING_CATEGORIES : [filter];
  // Only one's own skills asked for, and there are none: one message, not an empty section each.
  const noneOwn = onlyMine && custom.length === 0;

  /** Shows a category (or all) and one's own skills or every skill, and says what is shown. */
  const show = (f: Filter, mine: boolean) => {
    setFilter(f);
    setOnlyMine(mine);
    const count = (f === 'All' ? COPING_CATEGORIES : [f])
      .flatMap((c) => grouped[c])
      .filter((s) => !mine || !s.isDefault).length;
    setTold(
      mine && custom.length === 0
        ? NO_OWN_SKILLS
        : shownSkillsText(count, mine, f === 'All' ? null : f),
    );
  };

  /** Favourites or unfavourites the skill; true when it has left the favourites. */
  const toggle = (skill: CopingSkill): boolean => {
    const next = toggleFavorite(readFavorites(), skill.id);
    const saved = writeKey('copingSkillsFavorites', next.favorites);
    if (!saved.ok) {
      notify(writeFailureMessage(saved, false));
      return false;
    }
    notify(next.favorited ? favoritedMessage() : TOAST_UNFAVORITED);
    return !next.favorited;
  };

  // Unfavourited in the Favorites list, the card goes: the keyboard moves on to the next card's
  // Favorite button (the previous one after the last), or to the heading once none are left.
  const toggleInFavorites = (skill: CopingSkill) => {
    const hearts = [...(favoritesList.current?.querySelectorAll<HTMLElement>('.skill-fav') ?? [])];
    const at = favoriteList.findIndex((s) => s.id === skill.id);
    const next = hearts[at + 1] ?? hearts[at - 1] ?? favoritesHeading.current;
    if (toggle(skill)) next?.focus();
  };

  const add = (input: CustomSkillInput): string | null => {
    const result = addCustomSkill(readCustomSkills(), input);
    if (!result.ok) return Object.values(result.errors).join(' ');
    const saved = writeKey('copingSkillsCustom', result.custom);
    if (!saved.ok) return writeFailureMessage(saved);
    if (filter !== 'All' && filter !== result.skill.category) setFilter(result.skill.category);
    notify(TOAST_ADDED);
    return null;
  };

  const remove = (skill: CopingSkill) => {
    const result = removeCustomSkill(readCustomSkills(), readFavorites(), skill.id);
    if (!result.removed) return;
    const savedFavorites = writeKey('copingSkillsFavorites', result.favorites);
    const saved = savedFavorites.ok
      ? writeKey('copingSkillsCustom', result.custom)
      : savedFavorites;
    if (!saved.ok) {
      notify(writeFailureMessage(saved, false));
      return;
    }
    notify(TOAST_REMOVED);
    // The Remove button is gone: keep the keyboard where the person was (the section's heading,
    // or the list's when the last of one's own skills goes and the sections with it).
    const last = onlyMine && result.custom.length === 0;
    (last ? skillsHeading.current : headings.current.get(skill.category))?.focus();
  };

  return (
    <div className="toolbox">
      <p className="muted toolbox-intro">
        Small, practical things you can do right now when feelings run high. Try one, keep the ones
        that help as favorites, and add your own.
      </p>

      <section className="card plan-callout" aria-labelledby={`${id}-plan`}>
        <ShieldCheck aria-hidden="true" size={28} className="plan-callout-icon" />
        <div>
          <h2 id={`${id}-plan`} className="plan-callout-title">
            My safety plan
          </h2>
          <p className="muted">
            Write down your warning signs, what helps and who you can call, so it is ready when
            things feel hard.
          </p>
          <Link className="btn btn-sm" to={paths.safetyPlan}>
            Open my safety plan
          </Link>
        </div>
      </section>

      <section className="toolbox-section" aria-labelledby={`${id}-favorites`}>
        <h2 id={`${id}-favorites`} tabIndex={-1} ref={favoritesHeading}>
          Favorites
        </h2>
        {favoriteList.length === 0 ? (
          <p className="muted skill-empty">
            No favorites yet. Press “Favorite” on any skill to keep it here.
          </p>
        ) : (
          <ul className="skill-list" ref={favoritesList}>
            {favoriteList.map((s) => (
              <SkillCard
                key={s.id}
                skill={s}
                favorite
                heading="h3"
                showCategory
                onToggleFavorite={toggleInFavorites}
                onTry={setTrying}
              />
            ))}
          </ul>
        )}
      </section>

      <section className="toolbox-section" aria-labelledby={`${id}-skills`}>
        <h2 id={`${id}-skills`} tabIndex={-1} ref={skillsHeading}>
          Skills by category
        </h2>
        <div className="skill-filter" role="group" aria-label="Show category">
          {FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              className="skill-chip"
              aria-pressed={filter === f}
              onClick={() => show(f, onlyMine)}
            >
              {f === 'All' ? null : <span aria-hidden="true">{CATEGORY_EMOJI[f]}</span>}
              <span>{f === 'All' ? 'All categories' : f}</span>
            </button>
          ))}
        </div>
        <div className="skill-only-mine">
          <Switch
            label="Show only my own skills"
            checked={onlyMine}
            onCheckedChange={(mine) => show(filter, mine)}
          />
        </div>
        <p role="status" className="visually-hidden">
          {told}
        </p>

        {noneOwn ? <p className="muted skill-empty">{NO_OWN_SKILLS}</p> : null}
        {(noneOwn ? [] : shown).map((category) => {
          const list = onlyMine ? grouped[category].filter((s) => !s.isDefault) : grouped[category];
          const headingId = `${id}-cat-${category}`;
          return (
            <section key={category} className="skill-category" aria-labelledby={headingId}>
              <h3
                id={headingId}
                tabIndex={-1}
                className="skill-category-title"
                ref={(el) => {
                  if (el) headings.current.set(category, el);
                  else headings.current.delete(category);
                }}
              >
                <span aria-hidden="true">{CATEGORY_EMOJI[category]}</span> {category}
              </h3>
              {list.length === 0 ? (
                <p className="muted skill-empty">{EMPTY_CATEGORY}</p>
              ) : (
                <ul className="skill-list">
                  {list.map((s) => (
                    <SkillCard
                      key={s.id}
                      skill={s}
                      favorite={favoriteIds.has(s.id)}
                      heading="h4"
                      onToggleFavorite={toggle}
                      onRemove={remove}
                      onTry={setTrying}
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </section>

      <CustomSkillForm onAdd={add} />
      <LazyTrySkillDialog skill={trying} onClose={closeTry} />
    </div>
  );
}
