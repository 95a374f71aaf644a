import type { MentorName } from '@mentora/domain/mentors';
import type { ReactNode } from 'react';

/** Small hand-drawn avatars, one per mentor. Each is a 64x64 illustration. */
const ART: Record<MentorName, ReactNode> = {
  // A smiling sun.
  'Mood Mentor': (
    <>
      <circle cx="32" cy="32" r="32" fill="#ffe9b0" />
      <g stroke="#f2a93b" strokeWidth="3.5" strokeLinecap="round">
        <path d="M32 6v7M32 51v7M6 32h7M51 32h7M13.6 13.6l5 5M45.4 45.4l5 5M13.6 50.4l5-5M45.4 18.6l5-5" />
      </g>
      <circle cx="32" cy="32" r="14" fill="#ffc44d" />
      <circle cx="27" cy="30" r="1.8" fill="#5b3a12" />
      <circle cx="37" cy="30" r="1.8" fill="#5b3a12" />
      <path
        d="M26.5 35.5c3 3.2 8 3.2 11 0"
        fill="none"
        stroke="#5b3a12"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </>
  ),
  // A calm green leaf with a smile.
  'Stress Buster': (
    <>
      <circle cx="32" cy="32" r="32" fill="#c9f0df" />
      <path d="M16 44C16 26 28 15 48 15c0 20-11 32-29 32z" fill="#3fa77d" />
      <path
        d="M19 45c7-9 14-16 24-24"
        fill="none"
        stroke="#d9f7ea"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <circle cx="29" cy="30" r="1.8" fill="#0f3d2b" />
      <circle cx="37" cy="26" r="1.8" fill="#0f3d2b" />
      <path
        d="M30 35c2.6 1.6 6 .8 7.6-1.8"
        fill="none"
        stroke="#0f3d2b"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </>
  ),
  // A sleepy crescent moon among stars.
  'Dream Weaver': (
    <>
      <circle cx="32" cy="32" r="32" fill="#2c2f6b" />
      <path d="M38 12a21 21 0 1 0 14 34A17 17 0 0 1 38 12z" fill="#ffe08a" />
      <path
        d="M26 33c1.5 1.4 3.5 1.4 5 0M35 37c1.5 1.4 3.5 1.4 5 0"
        fill="none"
        stroke="#6b4a00"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <g fill="#ffffff">
        <circle cx="48" cy="16" r="1.6" />
        <circle cx="14" cy="20" r="1.2" />
        <circle cx="52" cy="30" r="1.1" />
        <path d="M17 44l1.2 2.6 2.6 1.2-2.6 1.2L17 51.6l-1.2-2.6-2.6-1.2 2.6-1.2z" />
      </g>
    </>
  ),
  // A soft cloud holding a heart.
  'Anxiety Ally': (
    <>
      <circle cx="32" cy="32" r="32" fill="#e3dcff" />
      <path
        d="M18 42a8 8 0 0 1 1-16 11 11 0 0 1 21-3 9 9 0 0 1 6 19z"
        fill="#ffffff"
        stroke="#8c7ce0"
        strokeWidth="2"
      />
      <circle cx="27" cy="31" r="1.7" fill="#3b3170" />
      <circle cx="37" cy="31" r="1.7" fill="#3b3170" />
      <path
        d="M29 35.5c1.8 1.5 4.2 1.5 6 0"
        fill="none"
        stroke="#3b3170"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <path d="M32 56l-6-5.5a3.6 3.6 0 0 1 6-4 3.6 3.6 0 0 1 6 4z" fill="#e5658f" />
    </>
  ),
  // Two hearts side by side.
  'Relationship Rescuer': (
    <>
      <circle cx="32" cy="32" r="32" fill="#ffd6df" />
      <path d="M24 47L13 36.5a7 7 0 0 1 11-8.7 7 7 0 0 1 11 8.7z" fill="#e0486f" />
      <path d="M40 47L29 36.5a7 7 0 0 1 11-8.7 7 7 0 0 1 11 8.7z" fill="#f58aa6" />
      <path
        d="M35 24c2-2.5 5-3 7-2"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </>
  ),
};

/**
 * A mentor's avatar. With `label` it is an image with that alt text (for example beside a
 * message, where it says who is speaking); without, it is decoration beside a visible name.
 */
export function MentorAvatar({
  name,
  size = 48,
  label,
}: {
  name: MentorName;
  size?: number;
  label?: string;
}) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      className="mentor-avatar"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      focusable="false"
      {...a11y}
    >
      {label ? <title>{label}</title> : null}
      {ART[name]}
    </svg>
  );
}
