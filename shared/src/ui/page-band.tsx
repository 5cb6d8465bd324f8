import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { BackLink, Breadcrumb, type BackTarget, type Crumb } from './breadcrumb';
import { Container } from './layout';
import { PageOpeningEnd } from './page-opening-end';

type Tone = 'light' | 'dark';

/**
 * The dark veil over a dark band's backdrop: it keeps white text readable on every swatch. Exported for the tests
 * that composite a page's colours as the browser paints them (remote-catalogue/src/styles/map-colours.test.ts).
 */
export const PAGE_BAND_VEIL = { colour: '#111827', alpha: 0.5 } as const;

/** A #rrggbb colour at an alpha, as CSS rgba(). */
function rgba(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

const veil = rgba(PAGE_BAND_VEIL.colour, PAGE_BAND_VEIL.alpha);

const Band = styled.div<{ $tone: Tone; $backdrop?: string }>`
  padding: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(12)};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(16)};
  }
  ${({ theme, $tone, $backdrop }) =>
    $tone === 'dark'
      ? css`
          /* A dark veil over whatever backdrop a page brings keeps white text readable on every swatch. */
          background: linear-gradient(${veil}, ${veil}),
            ${$backdrop ?? `linear-gradient(135deg, ${theme.color.tealDark}, ${theme.color.teal})`};
          color: ${theme.color.white};
        `
      : css`
          background: ${theme.color.sand};
          border-bottom: 1px solid ${theme.color.line};
          color: ${theme.color.ink};
        `}
`;

const Inner = styled(Container)<{ $narrow: boolean }>`
  ${({ $narrow }) => ($narrow ? 'max-width: 900px;' : '')}
`;

const Wayfinding = styled.div<{ $tone: Tone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.color.white : theme.color.tealDark)};
  nav { color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.color.white : theme.color.inkSoft)}; }
`;

const Eyebrow = styled.p<{ $tone: Tone }>`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.color.white : theme.color.terracottaDark)};
`;

const Title = styled.h1`
  font-size: clamp(2rem, 5.5vw, 3.2rem);
  margin: 0 0 ${({ theme }) => theme.space(4)};
  overflow-wrap: anywhere;
  &:focus { outline: none; }
`;

const Lead = styled.div<{ $tone: Tone }>`
  max-width: 680px;
  font-size: clamp(1.05rem, 2.2vw, 1.2rem);
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.color.white : theme.color.inkSoft)};
  p { margin: 0; }
`;

/** Text, then the aside (a catalogue page's map): side by side from tablet width, the aside under the text on a phone. */
const WithAside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 420px);
  }
`;

const Aside = styled.div`
  width: 100%;
  max-width: 420px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

export interface PageBandProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A sentence under the title (plain text is wrapped in a paragraph). */
  lead?: ReactNode;
  /** A short line above the title: a kind ("Genre"), a place ("Japan · Asia"). */
  eyebrow?: ReactNode;
  /** The way back up, first in the band. */
  back?: BackTarget;
  /** Where the page sits; the last crumb is the page itself. */
  trail?: readonly Crumb[];
  /** light: the sand band of most pages; dark: white text over `backdrop` (a catalogue page's colours). */
  tone?: Tone;
  /** CSS background for the dark tone, under its veil. */
  backdrop?: string;
  /** Readable width for text pages (about, privacy). */
  narrow?: boolean;
  /** Props for the h1: an id to label a region, a ref and tabIndex={-1} to move focus to it. */
  titleProps?: ComponentPropsWithRef<'h1'>;
  /** Buttons under the lead. */
  children?: ReactNode;
  /** Beside the text from tablet width, under it on a phone (a catalogue page's map). */
  aside?: ReactNode;
}

/**
 * The one page header every page uses under the site header (docs/decisions/029-one-design-system.md): the way back
 * and the breadcrumb, an eyebrow, the h1 and a lead, then the page's own actions.
 */
export function PageBand({ title, lead, eyebrow, back, trail, tone = 'light', backdrop, narrow = false, titleProps, children, aside }: PageBandProps) {
  const text = (
    <>
      {eyebrow && <Eyebrow $tone={tone}>{eyebrow}</Eyebrow>}
      <Title {...titleProps}>{title}</Title>
      {lead && <Lead $tone={tone}>{typeof lead === 'string' ? <p>{lead}</p> : lead}</Lead>}
      {children && <Actions>{children}</Actions>}
    </>
  );
  return (
    <>
      <Band $tone={tone} $backdrop={backdrop}>
        <Inner $narrow={narrow}>
          {(back || trail) && (
            <Wayfinding $tone={tone}>
              {back && <BackLink {...back} />}
              {trail && <Breadcrumb items={trail} />}
            </Wayfinding>
          )}
          {aside ? (
            <WithAside>
              <div>{text}</div>
              <Aside>{aside}</Aside>
            </WithAside>
          ) : (
            text
          )}
        </Inner>
      </Band>
      {/* The first frame waits for this: the page's heading and lead paint together with the header. */}
      <PageOpeningEnd />
    </>
  );
}
