import type { MentorName } from '@mentora/domain/mentors';
import { MentorAvatar } from './mentor-avatar';

export interface MentorRowProps {
  mentors: readonly MentorName[];
  chosen: MentorName | null;
  onChoose(name: MentorName): void;
}

/** The five mentor buttons; the chosen one is pressed. */
export function MentorRow({ mentors, chosen, onChoose }: MentorRowProps) {
  return (
    <div className="mentor-row" role="group" aria-label="Mentors">
      {mentors.map((name) => (
        <button
          key={name}
          type="button"
          className="mentor-btn"
          aria-pressed={chosen === name}
          onClick={() => onChoose(name)}
        >
          <MentorAvatar name={name} size={52} />
          <span className="mentor-name">
            {chosen === name ? (
              <span className="mentor-check" aria-hidden="true">
                ✓{' '}
              </span>
            ) : null}
            {name}
          </span>
        </button>
      ))}
    </div>
  );
}
