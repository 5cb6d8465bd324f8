import styled from 'styled-components';
import { ButtonLink, Container, useDocumentTitle } from '@wanderpages/shared';

const Box = styled(Container)`
  max-width: 640px;
  padding-top: ${({ theme }) => theme.space(20)};
  padding-bottom: ${({ theme }) => theme.space(20)};
  text-align: center;
  p { color: ${({ theme }) => theme.color.inkSoft}; margin-bottom: ${({ theme }) => theme.space(6)}; }
`;

/** docs/product/screens.md#newsletter-admin: a signed-in visitor without an admin_users row. The server would give them no rows anyway. */
export function AccessDenied() {
  useDocumentTitle('Access Denied');
  return (
    <main>
      <Box>
        <h1>Access Denied</h1>
        <p>You need administrator privileges to access this page.</p>
        <ButtonLink to="/">Return Home</ButtonLink>
      </Box>
    </main>
  );
}
