import styled from 'styled-components';
import { ButtonAnchor, useDocumentTitle } from '@wanderpages/shared';
import { CONTACT_EMAIL, ContactForm } from './contact-form';
import { PageShell } from './page-shell';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  gap: ${({ theme }) => theme.space(10)};
  align-items: start;
`;

const Details = styled.dl`
  margin: 0;
  dt { font-weight: 700; margin-top: ${({ theme }) => theme.space(4)}; }
  dd { margin: 0; color: ${({ theme }) => theme.color.inkSoft}; }
`;

const SubmitBook = styled(ButtonAnchor)`
  margin-top: ${({ theme }) => theme.space(2)};
`;

const submissionHref = `mailto:submissions@wanderpages.com?subject=${encodeURIComponent('Book submission for review')}&body=${encodeURIComponent(
  'Title:\nAuthor:\nPublisher and year:\nThe place it captures:\nWhy it belongs on Wanderpages:\n',
)}`;

/** docs/product/screens.md#contact: the form (name, email, subject, message), contact details and opening hours. */
export function ContactPage() {
  useDocumentTitle(
    'Contact',
    'Write to Wanderpages with questions, book suggestions or partnership ideas, or submit a book for review: our email, address, phone number and hours.',
  );
  return (
    <PageShell title="Contact Us" lead="Questions, book suggestions or partnership ideas — we would love to hear from you.">
      <Columns>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" style={{ marginTop: 0 }}>Send us a message</h2>
          <ContactForm />
        </section>
        <section aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" style={{ marginTop: 0 }}>Get in touch</h2>
          <Details>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </dd>
            <dt>Address</dt>
            <dd>Wanderpages, 214 Atlas Street, Suite 3, Portland, ME 04101, USA</dd>
            <dt>Phone</dt>
            <dd>
              <a href="tel:+12075550148">+1 (207) 555-0148</a>
            </dd>
            <dt>Hours</dt>
            <dd>Monday to Friday 9AM to 5PM EST</dd>
          </Details>
          <h2>Are you an author or publisher?</h2>
          <p>Tell us about a book that captures a place and we will consider it for review.</p>
          <SubmitBook href={submissionHref} $variant="secondary">Submit a Book for Review</SubmitBook>
        </section>
      </Columns>
    </PageShell>
  );
}
