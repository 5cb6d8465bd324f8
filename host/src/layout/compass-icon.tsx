/** The logo's compass, drawn inline: no emoji font or image request needed. */
export function CompassIcon({ size = 26 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M16 6 L20 16 L16 26 L12 16 Z" fill="#b4532a" />
      <path d="M16 6 L20 16 L12 16 Z" fill="currentColor" />
      <circle cx="16" cy="16" r="1.8" fill="#fffdf8" />
    </svg>
  );
}
