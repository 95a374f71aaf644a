import type { ComponentType } from 'react';
import {
  CreativePicture,
  ExercisePicture,
  MeditationPicture,
  PlayPicture,
  ReadingPicture,
  SleepPicture,
} from './free-time-illustrations';

const FREE_TIME: ReadonlyArray<{
  label: string;
  alt: string;
  Picture: ComponentType<{ alt: string }>;
}> = [
  {
    label: 'Sleep',
    alt: 'A cosy bed under a crescent moon and stars',
    Picture: SleepPicture,
  },
  {
    label: 'Play',
    alt: 'A striped ball on the grass and a kite flying high',
    Picture: PlayPicture,
  },
  {
    label: 'Creative Activities',
    alt: 'A paint palette with four colours and a paintbrush',
    Picture: CreativePicture,
  },
  {
    label: 'Meditation',
    alt: 'A person sitting cross-legged with eyes closed, between two leaves',
    Picture: MeditationPicture,
  },
  {
    label: 'Exercise',
    alt: 'A runner in the sunshine beside a dumbbell',
    Picture: ExercisePicture,
  },
  {
    label: 'Reading',
    alt: 'An open book with a ribbon bookmark',
    Picture: ReadingPicture,
  },
];

/** 'What You Prefer To Do In Free Time': six picture cards, for looking at, not clicking. */
export function FreeTimeRow() {
  return (
    <section className="free-time" aria-labelledby="free-time-title">
      <h2 id="free-time-title">What You Prefer To Do In Free Time</h2>
      <ul className="free-time-list">
        {FREE_TIME.map(({ label, alt, Picture }) => (
          <li key={label}>
            <figure className="card free-time-card">
              <Picture alt={alt} />
              <figcaption>{label}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
