import { closeAfterRating, ToolRatingQuestion } from '@/components/tool-rating/tool-rating';
import { useToolRating } from '@/components/tool-rating/use-tool-rating';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { MeditationTimer } from './meditation-timer';
import type { ModalProps } from './tool-modals';

/**
 * 'Guided Meditation' with its timer. How distressed the person feels is asked as it opens and,
 * if they answered, again when the five minutes are over or the modal is closed.
 */
export function RatedMeditationModal({ open, onOpenChange }: ModalProps) {
  const rating = useToolRating(open ? 'meditation' : null, {
    onFinished: () => onOpenChange(false),
  });
  return (
    <LazyDialog
      open={open}
      onOpenChange={closeAfterRating(rating, onOpenChange)}
      title="Guided Meditation"
      description="Five quiet minutes, just for you."
    >
      <ToolRatingQuestion rating={rating} />
      {rating.closing ? null : (
        <div className="self-care-modal-body">
          <ol className="self-care-steps">
            <li>Sit or lie somewhere comfortable and let your shoulders soften.</li>
            <li>
              Breathe in slowly through your nose, and let each breath out be a little longer.
            </li>
            <li>
              When your thoughts wander, notice them kindly and come back to your breath and the
              gentle tone.
            </li>
            <li>When the bell sounds, take one more slow breath before you move on.</li>
          </ol>
          <MeditationTimer onDone={() => rating.end(false)} />
        </div>
      )}
    </LazyDialog>
  );
}
