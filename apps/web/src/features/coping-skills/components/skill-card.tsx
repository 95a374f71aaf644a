import { CATEGORY_EMOJI, type CopingSkill } from '@mentora/domain/coping-skills';
import { Heart, Trash2 } from 'lucide-react';

export interface SkillCardProps {
  skill: CopingSkill;
  favorite: boolean;
  onToggleFavorite(skill: CopingSkill): void;
  onRemove?(skill: CopingSkill): void;
  /** 'Try this now': opens the skill on its own, to do it now. */
  onTry?(skill: CopingSkill): void;
  /** Shows the category under the name (in the mixed favourites list). */
  showCategory?: boolean;
  heading: 'h3' | 'h4';
}

/**
 * One coping skill: its name, what to do, 'Try this now', a favourite toggle and, for the
 * person's own, Remove.
 */
export function SkillCard({
  skill,
  favorite,
  onToggleFavorite,
  onRemove,
  onTry,
  showCategory,
  heading: Heading,
}: SkillCardProps) {
  return (
    <li className="card skill-card">
      <div className="skill-card-head">
        <Heading className="skill-name">{skill.name}</Heading>
        {skill.isDefault ? null : <span className="skill-badge">My skill</span>}
      </div>
      {showCategory ? (
        <p className="skill-meta muted">
          <span aria-hidden="true">{CATEGORY_EMOJI[skill.category]}</span> {skill.category}
        </p>
      ) : null}
      <p className="skill-description">{skill.description}</p>
      <div className="skill-actions">
        {onTry ? (
          <button
            type="button"
            className="btn btn-sm skill-try"
            aria-label={`Try this now: ${skill.name}`}
            onClick={() => onTry(skill)}
          >
            Try this now
          </button>
        ) : null}
        <button
          type="button"
          className={favorite ? 'btn btn-sm skill-fav is-on' : 'btn btn-secondary btn-sm skill-fav'}
          aria-pressed={favorite}
          aria-label={`Favorite ${skill.name}`}
          onClick={() => onToggleFavorite(skill)}
        >
          <Heart aria-hidden="true" size={18} fill={favorite ? 'currentColor' : 'none'} />
          <span>Favorite</span>
        </button>
        {onRemove && !skill.isDefault ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label={`Remove ${skill.name}`}
            onClick={() => onRemove(skill)}
          >
            <Trash2 aria-hidden="true" size={18} />
            <span>Remove</span>
          </button>
        ) : null}
      </div>
    </li>
  );
}
