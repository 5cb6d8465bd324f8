import styled from 'styled-components';

const Box = styled.section`
  margin-top: ${({ theme }) => theme.space(12)};
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.color.tealSoft};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  h2 { font-size: 1.2rem; }
  p { margin: 0 0 ${({ theme }) => theme.space(1)}; overflow-wrap: anywhere; }
`;

/** docs/product/screens.md#newsletter-admin: the footer box, and who is signed in. */
export function AdminFooterBox({ email }: { email: string }) {
  return (
    <Box aria-label="Admin Dashboard">
      <h2>Admin Dashboard</h2>
      <p>This dashboard is only accessible to users with administrative privileges.</p>
      <p>{`Signed in as ${email}`}</p>
    </Box>
  );
}
