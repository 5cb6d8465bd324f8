import styled from 'styled-components';
import { Container, Section, SectionLead, SectionTitle } from '@wanderpages/shared';
import { NewsletterForm } from '../components/newsletter/newsletter-form';
import { useSignupConfirmedNotice } from '../hooks/use-signup-confirmed-notice';

export { BUILD_ID as buildId } from '../build-id';

// `&&`: in a composed page a later fragment may declare SectionLead's own rule again, after this one; the
// doubled class keeps this colour winning before the page is taken over (one stylesheet after).
const Lead = styled(SectionLead)`
  && {
    color: ${({ theme }) => theme.color.sand};
    margin-bottom: ${({ theme }) => theme.space(8)};
  }
`;

/**
 * The home page's newsletter section (docs/product/screens.md#home); the host places it between the catalogue sections. The
 * home page is where the sign-up confirmation link lands, so this section also says "Email confirmed" then.
 */
export function NewsletterSection() {
  useSignupConfirmedNotice();
  return (
    <Section id="newsletter" $tone="teal" aria-labelledby="newsletter-title">
      <Container>
        <SectionTitle id="newsletter-title">Travel reads, delivered</SectionTitle>
        <Lead>
          Join the Wanderpages newsletter for curated book recommendations for your next adventure: novels,
          memoirs and poems that capture places.
        </Lead>
        <NewsletterForm />
      </Container>
    </Section>
  );
}
