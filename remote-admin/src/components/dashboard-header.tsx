import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Container } from '@wanderpages/shared';

const Band = styled.header`
  background: ${({ theme }) => theme.color.sand};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  padding: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(10)};
`;

const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  flex-wrap: wrap;
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

const HomeLink = styled(Link)`
  font: 700 1.25rem/1.2 ${({ theme }) => theme.font.heading};
  color: ${({ theme }) => theme.color.tealDark};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: 1.1rem;
  margin: 0;
`;

/** docs/product/screens.md#newsletter-admin: a home link and Back Home, the title and the subtitle. */
export function DashboardHeader() {
  return (
    <Band>
      <Container>
        <TopRow>
          <HomeLink to="/">Wanderpages home</HomeLink>
          <ButtonLink to="/" $variant="secondary" $size="sm">
            Back Home
          </ButtonLink>
        </TopRow>
        <h1>Newsletter Signups</h1>
        <Subtitle>Manage and export your newsletter subscribers</Subtitle>
      </Container>
    </Band>
  );
}
