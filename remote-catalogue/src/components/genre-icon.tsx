import type { Genre } from '../data/types';

/**
 * Inline SVG icons (stroke in currentColor): they render the same on every machine, unlike emoji, which
 * need an emoji font. Decorative, so hidden from assistive tech.
 */
const PATHS: Record<Genre['icon'], string> = {
  magnifier: 'M10.5 3a7.5 7.5 0 1 0 0 15 7.5 7.5 0 0 0 0-15zM16 16l5.5 5.5',
  book: 'M3 5c3-1.5 6-1.5 9 0v15c-3-1.5-6-1.5-9 0zM12 5c3-1.5 6-1.5 9 0v15c-3-1.5-6-1.5-9 0z',
  columns: 'M3 9l9-5 9 5zM5 9v9M9.5 9v9M14.5 9v9M19 9v9M3 21h18M4 18h16',
  quill: 'M20 3C12 4 7 9 5 17l-1 4M20 3c-1 6-5 11-12 12M9 11h6',
};

export function GenreIcon({ icon }: { icon: Genre['icon'] }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="36"
      height="36"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[icon]} />
    </svg>
  );
}
