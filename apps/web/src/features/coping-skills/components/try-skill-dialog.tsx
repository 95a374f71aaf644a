import type { CopingSkill } from '@mentora/domain/coping-skills';
import { closeAfterRating, ToolRatingQuestion } from '@/components/tool-rating/tool-rating';
import { useToolRating } from '@/components/tool-rating/use-tool-rating';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { useState } from 'react';

export interface TrySkillDialogProps {
  /** The skill being tried, or null while none is. */
  skill: CopingSkill | null;
  onClose(): void;
}

/**
 * 'Try this now' on a skill card: the skill on its own, with how distressed the person feels
 * before they try it and, once they are done (or close it) if they answered, after.
 */
export function TrySkillDialog({ skill, onClose }: TrySkillDialogProps) {
  // The skill stays on screen while the dialog closes.
  const [shown, setShown] = useState(skill);
  if (skill && skill !== shown) setShown(skill);
  const rating = useToolRating(skill ? `skill:${skill.id}` : null, { onFinished: onClose });
  const onOpenChange = closeAfterRating(rating, (open) => {
    if (!open) onClose();
  });
  return (
    <LazyDialog
      open={skill !== null}
      onOpenChange={onOpenChange}
      title={shown?.name ?? ''}
      description={shown?.description}
      className="try-skill"
    >
      <ToolRatingQuestion rating={rating} />
      {shown && !rating.closing ? (
        <>
          <p className="muted">Take your time. There is no right way to do it.</p>
          <div className="try-skill-actions">
            <button type="button" className="btn" onClick={() => onOpenChange(false)}>
              I&apos;ve done it
            </button>
          </div>
        </>
      ) : null}
    </LazyDialog>
  );
}
