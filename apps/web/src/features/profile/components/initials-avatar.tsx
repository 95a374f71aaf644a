/** Up to two initials from a name (or the email's first letter). */
export function initialsOf(
  name: string | null | undefined,
  email: string | null | undefined,
): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return (words[0]![0]! + words[words.length - 1]![0]!).toUpperCase();
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (email?.trim()[0] ?? 'G').toUpperCase();
}

/** A hue from the text, so each person keeps the same colour. */
function hueOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

/** An avatar drawn locally as SVG: no request to any avatar service. */
export function InitialsAvatar({
  name,
  email,
  size = 96,
}: {
  name: string | null;
  email: string | null;
  size?: number;
}) {
  const initials = initialsOf(name, email);
  const hue = hueOf(`${name ?? ''}${email ?? ''}`);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 96 96"
      role="img"
      aria-label={`Avatar for ${name || email || 'Guest User'}`}
    >
      <circle cx="48" cy="48" r="48" fill={`hsl(${hue} 45% 32%)`} />
      <text
        x="48"
        y="50"
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize="36"
        fontWeight="800"
        fill="#ffffff"
        fontFamily="system-ui, sans-serif"
      >
        {initials}
      </text>
    </svg>
  );
}
