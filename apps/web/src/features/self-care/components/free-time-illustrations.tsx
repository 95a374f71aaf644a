import type { ReactNode } from 'react';

/**
 * Our own small illustrations for the free-time row. Each is drawn on a 120 x 120 grid with
 * the theme's colours (classes in self-care.css), so it sits well in both themes.
 */
function Picture({ alt, children }: { alt: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 120 120" role="img" aria-label={alt} focusable="false">
      <circle className="ill-bg" cx="60" cy="60" r="58" />
      {children}
    </svg>
  );
}

export function SleepPicture({ alt }: { alt: string }) {
  return (
    <Picture alt={alt}>
      {/* crescent moon */}
      <circle className="ill-warm" cx="42" cy="36" r="16" />
      <circle className="ill-bg" cx="50" cy="30" r="14" />
      {/* stars */}
      <path
        className="ill-warm"
        d="M80 24l2.5 5 5.5.8-4 3.9 1 5.5-5-2.6-5 2.6 1-5.5-4-3.9 5.5-.8z"
      />
      <circle className="ill-warm" cx="96" cy="44" r="2.5" />
      <circle className="ill-warm" cx="66" cy="50" r="2" />
      {/* bed with pillow and blanket */}
      <rect className="ill-strong" x="18" y="66" width="8" height="34" rx="3" />
      <rect className="ill-strong" x="94" y="78" width="8" height="22" rx="3" />
      <rect className="ill-paper" x="26" y="68" width="22" height="12" rx="6" />
      <path className="ill-primary" d="M40 74h54a6 6 0 0 1 6 6v8H26v-6a8 8 0 0 1 8-8z" />
      <rect className="ill-strong" x="22" y="88" width="76" height="6" rx="2" />
      {/* z z */}
      <path className="ill-line-accent" d="M58 58h8l-8 8h8M72 48h6l-6 6h6" />
    </Picture>
  );
}

export function PlayPicture({ alt }: { alt: string }) {
  return (
    <Picture alt={alt}>
      {/* kite with its tail */}
      <path className="ill-soft" d="M78 16l16 18-16 22-16-22z" />
      <path className="ill-line" d="M78 16v40M62 34h32" />
      <path className="ill-line" d="M78 56c-4 8 6 12 0 20s-10 8-14 14" />
      <path className="ill-warm" d="M72 66l6 2-4 4zM68 82l6 1-3 5z" />
      {/* ball */}
      <circle className="ill-accent" cx="38" cy="82" r="18" />
      <path className="ill-line" d="M20 82h36M38 64c-8 10-8 26 0 36M38 64c8 10 8 26 0 36" />
      {/* grass */}
      <path className="ill-line-accent" d="M14 104h92" />
    </Picture>
  );
}

export function CreativePicture({ alt }: { alt: string }) {
  return (
    <Picture alt={alt}>
      {/* palette */}
      <path
        className="ill-paper"
        d="M58 22c24 0 42 14 42 32 0 12-10 14-18 12-6-2-10 2-8 8 3 8-4 16-16 16-24 0-40-16-40-34s16-34 40-34z"
      />
      <circle className="ill-soft" cx="40" cy="46" r="7" />
      <circle className="ill-warm" cx="58" cy="36" r="7" />
      <circle className="ill-accent" cx="78" cy="42" r="7" />
      <circle className="ill-primary" cx="36" cy="68" r="7" />
      {/* brush */}
      <path className="ill-strong" d="M70 98l30-34 5 4-30 34z" />
      <path className="ill-soft" d="M70 98l5 4c-2 6-8 8-14 8 2-6 4-10 9-12z" />
    </Picture>
  );
}

export function MeditationPicture({ alt }: { alt: string }) {
  return (
    <Picture alt={alt}>
      {/* soft halo */}
      <circle className="ill-paper" cx="60" cy="56" r="34" />
      {/* person sitting cross-legged */}
      <circle className="ill-strong" cx="60" cy="34" r="9" />
      <path className="ill-primary" d="M48 48h24l4 26H44z" />
      <path className="ill-strong" d="M48 52c-8 8-10 16-4 22M72 52c8 8 10 16 4 22" />
      <path
        className="ill-primary"
        d="M26 86c10-10 24-12 34-6 10-6 24-4 34 6-10 6-22 6-34 2-12 4-24 4-34-2z"
      />
      <circle className="ill-warm" cx="42" cy="76" r="3" />
      <circle className="ill-warm" cx="78" cy="76" r="3" />
      {/* leaves */}
      <path
        className="ill-accent"
        d="M20 54c8-2 14 2 16 10-8 2-14-2-16-10zM100 54c-8-2-14 2-16 10 8 2 14-2 16-10z"
      />
    </Picture>
  );
}

export function ExercisePicture({ alt }: { alt: string }) {
  return (
    <Picture alt={alt}>
      {/* sun */}
      <circle className="ill-warm" cx="88" cy="30" r="10" />
      {/* a runner in motion */}
      <circle className="ill-strong" cx="62" cy="30" r="8" />
      <path className="ill-line" d="M58 42l-6 22M56 48l14 6 6-8M56 48l-14 2-6 8" />
      <path className="ill-line" d="M52 64l14 10 -4 16M52 64l-10 12-12 2" />
      {/* speed lines */}
      <path className="ill-line-accent" d="M18 44h14M14 56h12M20 68h10" />
      {/* dumbbell */}
      <rect className="ill-primary" x="70" y="94" width="30" height="4" rx="2" />
      <rect className="ill-strong" x="66" y="88" width="7" height="16" rx="2" />
      <rect className="ill-strong" x="97" y="88" width="7" height="16" rx="2" />
    </Picture>
  );
}

export function ReadingPicture({ alt }: { alt: string }) {
  return (
    <Picture alt={alt}>
      {/* open book */}
      <path className="ill-primary" d="M16 44c14-6 30-6 44 2v52c-14-8-30-8-44-2z" />
      <path className="ill-strong" d="M104 44c-14-6-30-6-44 2v52c14-8 30-8 44-2z" />
      <path className="ill-paper" d="M22 46c12-4 26-4 36 2v46c-10-6-24-6-36-2z" />
      <path className="ill-paper" d="M98 46c-12-4-26-4-36 2v46c10-6 24-6 36-2z" />
      <path className="ill-line" d="M28 58h22M28 66h22M28 74h16M70 58h22M70 66h22M70 74h18" />
      {/* bookmark ribbon */}
      <path className="ill-soft" d="M84 44h8v22l-4-4-4 4z" />
      {/* a little sparkle of interest */}
      <path className="ill-warm" d="M60 14l2.5 6 6 2.5-6 2.5-2.5 6-2.5-6-6-2.5 6-2.5z" />
    </Picture>
  );
}
