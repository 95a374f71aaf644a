import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { closeAfterRating, ToolRatingQuestion } from '@/components/tool-rating/tool-rating';
import { useToolRating } from '@/components/tool-rating/use-tool-rating';
import { MeditationTimer } from './meditation-timer';

interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * 'Guided Meditation' with its timer. How distressed the person feels is asked as it opens and,
 * if they answered, again when the five minutes are over or the modal is closed.
 */
export function MeditationModal({ open, onOpenChange }: ModalProps) {
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

export function GroundingModal({ open, onOpenChange }: ModalProps) {
  return (
    <LazyDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Grounding Techniques"
      description="Grounding brings your attention back to the here and now when feelings run high."
    >
      <div className="self-care-modal-body">
        <p>
          The 5-4-3-2-1 exercise walks you through your senses one at a time: five things you can
          see, four you can hear, three you can touch, two you can smell and one you can taste.
          There are no wrong answers, and you can skip any step.
        </p>
        <p className="muted">
          Other quick ways to ground yourself: press your feet into the floor, hold something cool
          in your hands, or name every colour you can spot around you.
        </p>
        <div className="self-care-actions">
          <Link className="btn" to={paths.grounding}>
            Start Quiz
          </Link>
        </div>
      </div>
    </LazyDialog>
  );
}

export function SleepModal({ open, onOpenChange }: ModalProps) {
  return (
    <LazyDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Sleep Support Tools"
      description="Small, steady habits help your body know when it is time to rest."
    >
      <div className="self-care-modal-body">
        <p>
          Find gentle tips for winding down, work out how long you will sleep from your bedtime to
          your alarm, and keep notes about your nights.
        </p>
        <div className="self-care-actions">
          <Link className="btn" to={paths.sleepTool}>
            Open the sleep tool
            <ArrowRight size={20} aria-hidden="true" />
          </Link>
        </div>
      </div>
    </LazyDialog>
  );
}

export function CreativeModal({ open, onOpenChange }: ModalProps) {
  return (
    <LazyDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Creative Expression"
      description="Drawing and writing can help you notice and let out what you feel."
    >
      <div className="self-care-modal-body">
        <p>
          Get a gentle prompt, then draw on a small canvas or write a few lines. Nothing needs to be
          good or finished: it is only for you. You can save drawings as pictures and keep your
          writing in your journal.
        </p>
        <div className="self-care-actions">
          <Link className="btn" to={paths.creative}>
            Let&apos;s Go
          </Link>
        </div>
      </div>
    </LazyDialog>
  );
}
