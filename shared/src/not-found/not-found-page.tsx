import { FRAGMENT_START_ATTR, STARTS_ON_LOAD } from '../contracts/fragments';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../hooks/use-document-title';
import { ButtonLink } from '../ui/button';
import { Container } from '../ui/layout';

const Wrap = styled.main`
  padding: ${({ theme }) => theme.space(24)} 0;
  text-align: center;
  background: ${({ theme }) => theme.color.sand};
  min-height: 60vh;
`;

const Code = styled.p`
  font: 700 clamp(4rem, 14vw, 7rem) / 1 ${({ theme }) => theme.font.heading};
  color: ${({ theme }) => theme.color.terracotta};
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

/**
 * The one not-found page: the host renders it for unknown top-level paths, remotes for unknown sub-paths.
 * It logs the path as a 404 (docs/product/screens.md#not-found) so a broken link shows up in the console and in monitoring.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  // The path is shown once mounted: the page's HTML is the same for every unknown path (the edge serves one
  // not-found page), so the first render, which hydrates it, must not name one.
  const [shownPath, setShownPath] = useState<string | null>(null);
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
    setShownPath(pathname);
  }, [pathname]);
  return (
    // Its script logs the 404 and names the path: the page asks for it at once (contracts/fragments.ts).
    <Wrap {...{ [FRAGMENT_START_ATTR]: STARTS_ON_LOAD }}>
      <Container>
        <Code aria-hidden="true">404</Code>
        <h1>Oops! Page not found</h1>
        <p>
          <span className="visually-hidden">404 — </span>Page not found.{' '}
          {shownPath ? (
            <>
              The page at <code>{shownPath}</code> does not exist or has moved.
            </>
          ) : (
            'The page you asked for does not exist or has moved.'
          )}
        </p>
        <ButtonLink to="/">Return to Home</ButtonLink>
      </Container>
    </Wrap>
  );
}
