import { Brain, HeartHandshake, MessageCircleHeart, Smile } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';

const SECTIONS = [
  { to: paths.chatbot, label: 'Chat', Icon: MessageCircleHeart },
  { to: paths.moodTracker, label: 'Mood', Icon: Smile },
  { to: paths.selfCare, label: 'Self-Care', Icon: HeartHandshake },
  { to: paths.copingSkills, label: 'Coping Skills', Icon: Brain },
] as const;

const KNOWN = new Set<string>([paths.moodTracker, paths.selfCare, paths.copingSkills]);

/** The shell's section navigation. Any path under /chat that is not a known section is the chatbot. */
export function BottomNav() {
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '');
  const active = KNOWN.has(current) ? current : paths.chatbot;
  return (
    <nav className="bottom-nav" aria-label="Sections">
      <ul>
        {SECTIONS.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className={to === active ? 'bottom-nav-link active' : 'bottom-nav-link'}
              aria-current={to === active ? 'page' : undefined}
            >
              <Icon aria-hidden="true" size={22} />
              <span>{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
