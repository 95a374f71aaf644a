import { singleClick } from '@/lib/single-click';
import {
  ChartColumn,
  ClipboardList,
  Flame,
  Gamepad2,
  ListChecks,
  NotebookPen,
  Quote,
  Wind,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';

export type MoodCardId =
  'quiz' | 'insights' | 'breathing' | 'challenges' | 'journal' | 'games' | 'quote' | 'streak';

/** Each card's icon only decorates: its title names it. */
const CARDS: ReadonlyArray<{ id: MoodCardId; title: string; Icon: LucideIcon; text: string }> = [
  {
    id: 'quiz',
    title: 'Mood Tracker',
    Icon: ClipboardList,
    text: 'Seven quick questions about your day.',
  },
  {
    id: 'insights',
    title: 'Mood Insights',
    Icon: ChartColumn,
    text: 'See patterns in how you have felt.',
  },
  {
    id: 'breathing',
    title: 'Breathing Exercise',
    Icon: Wind,
    text: 'Slow down with a calm breathing rhythm.',
  },
  {
    id: 'challenges',
    title: 'Daily Challenges',
    Icon: ListChecks,
    text: 'Small, kind things to do today.',
  },
  {
    id: 'journal',
    title: 'Mood Journal',
    Icon: NotebookPen,
    text: 'Write down what is on your mind.',
  },
  {
    id: 'games',
    title: 'Boost Your Mood',
    Icon: Gamepad2,
    text: 'A few light games for a short break.',
  },
  { id: 'quote', title: 'Daily Quote', Icon: Quote, text: 'A few words to carry with you.' },
  {
    id: 'streak',
    title: 'Mood Streak',
    Icon: Flame,
    text: 'How many days in a row you have checked in.',
  },
];

/** The eight cards of the Mood Tracker section. */
export function MoodCards({ onSelect }: { onSelect(id: MoodCardId): void }) {
  const base = useId();
  return (
    <ul className="card-grid mood-cards" aria-label="Mood tools">
      {CARDS.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            className="card card-button mood-card"
            data-mood-card={c.id}
            aria-labelledby={`${base}-${c.id}-t`}
            aria-describedby={`${base}-${c.id}-d`}
            onClick={singleClick(() => onSelect(c.id))}
          >
            <span className="card-icon" aria-hidden="true">
              <c.Icon size={28} aria-hidden="true" />
            </span>
            <span className="mood-card-title" id={`${base}-${c.id}-t`}>
              {c.title}
            </span>
            <span className="muted mood-card-text" id={`${base}-${c.id}-d`}>
              {c.text}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
