import styled from 'styled-components';

/** The frame every /auth page shares: a sand page with one white card. */
export const AuthMain = styled.main`
  background: ${({ theme }) => theme.color.sand};
  padding: ${({ theme }) => theme.space(14)} ${({ theme }) => theme.space(4)};
`;

export const AuthCard = styled.div`
  max-width: 440px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: ${({ theme }) => theme.space(5)};
  }
  h1 { font-size: 1.9rem; text-align: center; }
  h1:focus { outline: none; }
`;

export const AuthLead = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.color.inkSoft};
  margin-bottom: ${({ theme }) => theme.space(6)};
  overflow-wrap: anywhere;
`;

/** A button that reads as a link: the mode toggle, "Forgot password?", "Back to sign in". */
export const TextButton = styled.button`
  display: block;
  margin: ${({ theme }) => theme.space(5)} auto 0;
  padding: ${({ theme }) => theme.space(2)};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.teal};
  font: 500 0.95rem / 1.4 ${({ theme }) => theme.font.body};
  text-decoration: underline;
  cursor: pointer;
  &:disabled { color: ${({ theme }) => theme.color.muted}; cursor: not-allowed; }
`;
