import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { useCallback } from 'react';
import { lazyModule } from '@/lib/lazy-module';
import { useLazyCode } from '@/lib/use-lazy-code';
import type * as MeditationModule from './meditation-modal';

export interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The meditation modal's code (its timer, tone and ratings), fetched on its own. */
const meditation = lazyModule<typeof MeditationModule>(() => import('./meditation-modal'));

/**
 * 'Guided Meditation'. Its code is not part of the section's first load: it is fetched once the
 * page has settled, or at once when the modal is opened (a card or ?open=meditation).
 */
export function MeditationModal({ open, onOpenChange }: ModalProps) {
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const loaded = useLazyCode(meditation, { needed: open, name: 'the meditation', onFail: close });
  return loaded ? <loaded.RatedMeditationModal open={open} onOpenChange={onOpenChange} /> : null;
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
