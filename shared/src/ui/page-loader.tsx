import styled, { keyframes } from 'styled-components';

// A gentle pulse: at its faintest the text still reads (about 5:1 on paper; 0.45 of muted grey was 1.9:1).
const pulse = keyframes`
  0%, 100% { opacity: 0.85; }
  50% { opacity: 1; }
`;

const Box = styled.div<{ $minHeight: string }>`
  min-height: ${({ $minHeight }) => $minHeight};
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.color.inkSoft};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

/** Placeholder that reserves space while a section loads, so the page does not jump when it arrives. */
export function PageLoader({ label = 'Loading…', minHeight = '240px' }: { label?: string; minHeight?: string }) {
  return (
    <Box role="status" aria-live="polite" $minHeight={minHeight}>
      {label}
    </Box>
  );
}
