import { useState } from 'react';
import styled, { css } from 'styled-components';
import { Container, useAuth, VisuallyHidden } from '@wanderpages/shared';
import { PrefetchLink } from '../federation/prefetch-link';
import { CompassIcon } from './compass-icon';
import { HeaderAccount } from './header-account';
import { HeaderSearch } from './header-search';
import { usePageCurrent, useSectionCurrent } from './use-current-link';
import { MenuToggle } from './menu-toggle';
import { BOOKS_SECTION, DESTINATION_LINKS, DESTINATIONS_SECTION, GENRE_LINKS, type SiteLink } from './site-links';
import { MENU_ID, useMenuDisclosure } from './use-menu-disclosure';

/** Below this width the links fold into the Menu (a phone, a tablet held upright). */
const phone = (styles: ReturnType<typeof css>) => css`
  @media (max-width: calc(${({ theme }) => theme.breakpoint.lg} - 0.02px)) { ${styles} }
`;
const desktop = (styles: ReturnType<typeof css>) => css`
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) { ${styles} }
`;
/**
 * The narrowest screens: 320 px phones, and any screen zoomed to 400% (WCAG's reflow width). At the full size the
 * wordmark and the Menu button need 356 px (22.5em at the usual 16 px, and more as the reader's text grows), and the
 * row scrolled sideways on every page.
 */
const narrowest = (styles: ReturnType<typeof css>) => css`
  @media (max-width: calc(22.5em - 0.02px)) { ${styles} }
`;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: rgba(255, 253, 248, 0.97);
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  backdrop-filter: blur(6px);
`;

/**
 * One row: the logo, then the links (desktop) or the Menu button (phone). With the reader's text set large on a phone
 * the Menu button goes under the logo rather than off the screen (the desktop row never wraps: its breakpoint is in
 * em, so larger text turns it into the phone's).
 */
const Row = styled(Container)`
  display: flex;
  align-items: center;
  ${phone(css`flex-wrap: wrap;`)}
  gap: ${({ theme }) => theme.space(3)};
  min-height: 64px;
  ${narrowest(css`gap: ${({ theme }) => theme.space(2)};`)}
`;

const Logo = styled(PrefetchLink)`
  margin-right: auto;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  /* Never wider than the screen allows, whatever the reader's text size: a wordmark does not wrap. */
  font: 700 min(1.4rem, 7vw)/1 ${({ theme }) => theme.font.heading};
  color: ${({ theme }) => theme.color.tealDark};
  text-decoration: none;
  white-space: nowrap;
  ${narrowest(css`font-size: min(1.1rem, 7vw);`)}
`;

const Toggle = styled(MenuToggle)`
  /* Doubled class: the button's own rules arrive after these when only the link was in the page's HTML. */
  ${desktop(css`&& { display: none; }`)}
`;

/**
 * The nav is the menu: a row of links on a desktop, a panel under the header on a phone, hidden until the button
 * opens it (or, before the header has hydrated, until #site-menu is the URL's target).
 */
const Menu = styled.nav`
  ${phone(css`
    display: none;
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    /* The screen below the header, however tall the header is (two rows when the reader's text is large); the
       dynamic height where the browser has one, so the last links are not under a phone's toolbar. */
    max-height: calc(100vh - 100%);
    max-height: calc(100dvh - 100%);
    overflow-y: auto;
    /* While the search's suggestions are open the panel takes that whole screen: the popup lies over the links
       and would otherwise be cut (and scroll) where the links end. */
    &:has([role='combobox'][aria-expanded='true']) { height: calc(100vh - 100%); height: calc(100dvh - 100%); }
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(6)};
    background: ${({ theme }) => theme.color.paper};
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
    box-shadow: ${({ theme }) => theme.shadow.raised};
    flex-direction: column;
    &[data-open='true'] { display: flex; }
    [data-menu='static'] &:target { display: flex; }
  `)}
  ${desktop(css`
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    min-width: 0; /* it shrinks (the search and the email) rather than run into the row's padding */
  `)}
`;

const Groups = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ${phone(css`display: grid; gap: ${({ theme }) => theme.space(4)};`)}
  ${desktop(css`display: flex; align-items: center; gap: ${({ theme }) => theme.space(1)};`)}
`;

const navLink = css`
  display: inline-flex;
  white-space: nowrap;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.ink};
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.sand}; }
  /* The section or page the reader is in: underlined, which moves nothing (no weight or size change). */
  &[aria-current] {
    color: ${({ theme }) => theme.color.tealDark};
    text-decoration: underline 2px;
    text-underline-offset: 0.35em;
  }
  ${phone(css`padding: 0; font: 700 1.2rem / 1.2 ${({ theme }) => theme.font.heading}; &:hover { background: none; text-decoration: underline; }`)}
`;

const NavItem = styled(PrefetchLink)`
  ${navLink}
`;

/** A group's pages (the continents, the genres): in the phone menu only; the desktop row links the first of each. */
const SubList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  a {
    display: flex;
    align-items: center;
    min-height: 40px;
    color: ${({ theme }) => theme.color.tealDark};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover, a[aria-current] { text-decoration: underline; }
  a[aria-current] { color: ${({ theme }) => theme.color.ink}; }
  ${desktop(css`display: none;`)}
`;

const Account = styled(HeaderAccount)`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${phone(css`
    margin-top: ${({ theme }) => theme.space(5)};
    padding-top: ${({ theme }) => theme.space(4)};
    border-top: 1px solid ${({ theme }) => theme.color.line};
  `)}
  /*
   * On a desktop the email gives way with the search as the row fills (an ellipsis; the whole address in its title
   * and to screen readers), never Sign out: at 1024 px an admin's row (search, three links, email, Sign out) had
   * pushed Sign out into the row's padding.
   */
  ${desktop(css`
    margin-left: ${({ theme }) => theme.space(2)};
    flex-wrap: nowrap;
    min-width: 0;
    & > button { flex-shrink: 0; }
  `)}
  a { ${navLink} }
`;

interface GroupProps {
  label: string;
  to: string;
  /** The route table's patterns of the section's pages: its link is marked current on any of them. */
  section: readonly string[];
  pages: readonly SiteLink[];
  name: string;
  pageCurrent: (to: string) => 'page' | undefined;
}

function Group({ label, to, section, pages, name, pageCurrent }: GroupProps) {
  return (
    <li>
      <NavItem to={to} aria-current={useSectionCurrent(section)}>
        {label}
      </NavItem>
      <SubList aria-label={name}>
        {pages.map(([page, path]) => (
          <li key={path}>
            <PrefetchLink to={path} aria-current={pageCurrent(path)}>
              {page}
            </PrefetchLink>
          </li>
        ))}
      </SubList>
    </li>
  );
}

/**
 * docs/product/screens.md#home header: logo; Destinations, Books, Admin (admins only); Sign in, or the email and
 * Sign out. One row at every width: on a phone the links, the continents, the genres and the account are in the
 * Menu (docs/decisions/030-phone-header-menu.md).
 */
export function Header() {
  const { isAdmin, status } = useAuth();
  const menu = useMenuDisclosure();
  const pageCurrent = usePageCurrent();
  // What the account's last action did, said politely (the page's own announcer is for navigations, decision 046,
  // and shared exposes no way to write into it). Emptied while signed in, so a second sign-out is said again.
  const [accountNews, setAccountNews] = useState('');
  return (
    <>
      <Bar ref={menu.headerRef} data-menu={menu.enhanced ? 'enhanced' : 'static'}>
        <Row>
          <Logo to="/" aria-label="Wanderpages home">
            <CompassIcon /> Wanderpages
          </Logo>
          <Toggle enhanced={menu.enhanced} open={menu.open} onToggle={menu.toggle} onFollow={menu.followLink} buttonRef={menu.toggleRef} />
          <Menu id={MENU_ID} aria-label="Main" data-open={menu.open}>
            {/* One place for both layouts, first: the first thing in the phone menu, and in the desktop row between
                the logo and the links. Where it is drawn is where Tab reaches it (no CSS order in either layout). */}
            <HeaderSearch />
            <Groups>
              <Group label="Destinations" to="/destinations/europe" section={DESTINATIONS_SECTION} pages={DESTINATION_LINKS} name="Continents" pageCurrent={pageCurrent} />
              <Group label="Books" to="/genres/mystery" section={BOOKS_SECTION} pages={GENRE_LINKS} name="Genres" pageCurrent={pageCurrent} />
              {isAdmin && (
                <li>
                  <NavItem to="/newsletter-admin" aria-current={pageCurrent('/newsletter-admin')}>
                    Admin
                  </NavItem>
                </li>
              )}
            </Groups>
            <Account onSignedOut={() => setAccountNews('Signed out')} />
          </Menu>
        </Row>
      </Bar>
      {/* Outside the nav (hidden on a phone while the menu is closed) and the banner (whose one status is the
          search's note). Empty in the page's HTML. */}
      <VisuallyHidden as="div" role="status">
        {status === 'signed-in' ? '' : accountNews}
      </VisuallyHidden>
    </>
  );
}
