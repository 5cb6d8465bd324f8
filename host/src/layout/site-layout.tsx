import { Outlet } from 'react-router-dom';
import { PageAnnouncer } from '@wanderpages/shared';
import { PAGE_OPENING_END_ID } from '@wanderpages/shared/contracts/page-opening';
import styled from 'styled-components';
import { usePrefetchOnIdle } from '../federation/use-prefetch-on-idle';
import { useShellTakeover } from '../hooks/use-shell-takeover';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 8px;
  z-index: 100;
  background: ${({ theme }) => theme.color.white};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  &:focus { left: 8px; }
`;

/**
 * The routed page fills at least the viewport, so a short page's background reaches the footer. A page that is its
 * opening alone (the not-found page: the page band and nothing under it) stretches that opening, so the band meets
 * the footer rather than a strip of empty paper. Every page's opening ends with the mark the first frame waits for
 * (shared contracts/page-opening.ts): where it is the page's last child, nothing follows the opening. Pages with
 * content under the band, the home page and the remotes' slots are not matched.
 */
const Main = styled.div`
  min-height: 70vh;
  display: flex;
  flex-direction: column;
  & > * {
    flex: 1 0 auto;
  }
  & > main:has(> #${PAGE_OPENING_END_ID}:last-child) {
    display: flex;
    flex-direction: column;
  }
  & > main:has(> #${PAGE_OPENING_END_ID}:last-child) > :first-child {
    flex-grow: 1;
  }
`;

/** Header, the routed page, footer: the frame every route renders in. */
export function SiteLayout() {
  usePrefetchOnIdle();
  useShellTakeover();
  return (
    <>
      <ScrollToTop />
      <SkipLink href="#content">Skip to content</SkipLink>
      <Header />
      <Main id="content">
        <Outlet />
      </Main>
      <Footer />
      <PageAnnouncer />
    </>
  );
}
