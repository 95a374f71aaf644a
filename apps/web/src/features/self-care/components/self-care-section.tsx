import { singleClick } from '@/lib/single-click';
import { Flower2, Footprints, MoonStar, Palette, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SELF_CARE_TOOLS, toolFromParam, type SelfCareTool } from '../tools';
import { FreeTimeRow } from './free-time-row';
import { CreativeModal, GroundingModal, MeditationModal, SleepModal } from './tool-modals';
import '../self-care.css';

const CARDS: Record<SelfCareTool, { title: string; Icon: LucideIcon; text: string }> = {
  meditation: {
    title: 'Guided Meditation',
    Icon: Flower2,
    text: 'Five quiet minutes with a soft tone to breathe along with.',
  },
  grounding: {
    title: 'Grounding Techniques',
    Icon: Footprints,
    text: 'Come back to the present with the 5-4-3-2-1 senses exercise.',
  },
  sleep: {
    title: 'Sleep Support Tools',
    Icon: MoonStar,
    text: 'Wind-down tips, a bedtime calculator and your sleep notes.',
  },
  creative: {
    title: 'Creative Expression',
    Icon: Palette,
    text: 'Draw or write from a gentle prompt.',
  },
};

/**
 * The Self-Care Resources section: four tool cards that open their modals, and the free-time
 * picture row. A deep link (?open=meditation|grounding|sleep|creative) opens that modal on
 * load, then the parameter is dropped from the address.
 */
export function SelfCareSection() {
  const [open, setOpen] = useState<SelfCareTool | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const cards = useRef<Partial<Record<SelfCareTool, HTMLButtonElement | null>>>({});
  const requested = searchParams.get('open');

  useEffect(() => {
    if (requested === null) return;
    const tool = toolFromParam(requested);
    if (tool) {
      // Syncing from the address bar (an external source) into the open modal.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setOpen(tool);
    }
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('open');
        return next;
      },
      { replace: true },
    );
  }, [requested, setSearchParams]);

  // When a modal closes, focus goes back to the card that opened it (also after a deep link).
  const lastOpen = useRef<SelfCareTool | null>(null);
  useEffect(() => {
    if (open !== null) {
      lastOpen.current = open;
      return;
    }
    const tool = lastOpen.current;
    lastOpen.current = null;
    if (tool) cards.current[tool]?.focus();
  }, [open]);

  const modalProps = (tool: SelfCareTool) => ({
    open: open === tool,
    onOpenChange: (next: boolean) => setOpen(next ? tool : null),
  });

  return (
    <>
      <p className="muted self-care-intro">
        Gentle tools for calmer moments. Pick one that feels right for now.
      </p>
      <ul className="card-grid self-care-cards">
        {SELF_CARE_TOOLS.map((tool) => {
          const card = CARDS[tool];
          return (
            <li key={tool}>
              <button
                type="button"
                className="card card-button"
                aria-haspopup="dialog"
                aria-labelledby={`self-care-${tool}-title`}
                aria-describedby={`self-care-${tool}-text`}
                ref={(el) => {
                  cards.current[tool] = el;
                }}
                onClick={singleClick(() => setOpen(tool))}
              >
                <span className="self-care-card-icon" aria-hidden="true">
                  <card.Icon size={26} />
                </span>
                <span className="self-care-card-title" id={`self-care-${tool}-title`}>
                  {card.title}
                </span>
                <span className="self-care-card-text" id={`self-care-${tool}-text`}>
                  {card.text}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <FreeTimeRow />
      <MeditationModal {...modalProps('meditation')} />
      <GroundingModal {...modalProps('grounding')} />
      <SleepModal {...modalProps('sleep')} />
      <CreativeModal {...modalProps('creative')} />
    </>
  );
}
