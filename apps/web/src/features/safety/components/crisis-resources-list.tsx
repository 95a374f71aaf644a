import { CRISIS_RESOURCES } from '@mentora/domain/crisis-resources';
import '../../../styles/safety.css';

/** The crisis lines, each with tap-to-call or tap-to-text links and the numbers written out. */
export function CrisisResourcesList({ label }: { label: string }) {
  return (
    <ul className="crisis-list" aria-label={label}>
      {CRISIS_RESOURCES.map((r) => (
        <li key={r.id} className="crisis-item">
          <p className="crisis-name">
            <strong>{r.name}</strong> <span className="crisis-region">{r.region}</span>
          </p>
          <p className="crisis-desc">{r.description}</p>
          <p className="crisis-contacts">
            {r.contacts.map((c) =>
              c.href.startsWith('https:') ? (
                <a
                  key={c.href}
                  className="crisis-contact"
                  href={c.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {c.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                <a key={c.href} className="crisis-contact" href={c.href}>
                  {c.label}
                </a>
              ),
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
