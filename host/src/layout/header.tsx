import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container, notify, useAuth } from '@wanderpages/shared';
import { PrefetchLink } from '../federation/prefetch-link';
import { CompassIcon } from './compass-icon';
import { HeaderSearch } from './header-search';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: rgba(255, 253, 248, 0.96);
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  backdrop-filter: blur(6px);
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 64px;
  flex-wrap: wrap;
  padding-top: ${({ theme }) => theme.space(2)};
  padding-bottom: ${({ theme }) => theme.space(2)};
`;

const Logo = styled(PrefetchLink)`
  font: 700 1.4rem/1 ${({ theme }) => theme.font.heading};
  color: ${({ theme }) => theme.color.tealDark};
  text-decoration: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  flex-wrap: wrap;
`;

const NavItem = styled(NavLink)`
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  font-weight: 600;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  &:hover { background: ${({ theme }) => theme.color.sand}; }
  &.active { color: ${({ theme }) => theme.color.terracotta}; }
`;

const Email = styled.span`
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: 0.9rem;
  max-width: 220px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  padding: 0 ${({ theme }) => theme.space(2)};
`;

/** docs/product/screens.md#home header: logo, Destinations, Books, Admin (admins only), Sign in / email + Sign out. */
export function Header() {
  const { status, user, isAdmin, signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);

  async function handleSignOut() {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      notify({ title: 'Sign out failed', description: 'Please try again.', variant: 'destructive' });
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <Bar>
      <Row>
        <Logo to="/" aria-label="Wanderpages home">
          <CompassIcon /> Wanderpages
        </Logo>
        <HeaderSearch />
        <Nav aria-label="Main">
          <NavItem as={PrefetchLink} to="/destinations/europe">Destinations</NavItem>
          <NavItem as={PrefetchLink} to="/genres/mystery">Books</NavItem>
          {isAdmin && <NavItem as={PrefetchLink} to="/newsletter-admin">Admin</NavItem>}
          {status === 'signed-in' && user ? (
            <>
              <Email title={user.email}>{user.email}</Email>
              <Button $variant="secondary" $size="sm" onClick={handleSignOut} disabled={signingOut}>
                Sign out
              </Button>
            </>
          ) : status === 'signed-out' ? (
            <NavItem as={PrefetchLink} to="/auth">Sign in</NavItem>
          ) : null}
        </Nav>
      </Row>
    </Bar>
  );
}
