import { render, screen } from '@testing-library/react';
import { WanderpagesThemeProvider, type NewsletterSignup } from '@wanderpages/shared';
import { SignupRow } from './signup-row';

const signup: NewsletterSignup = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'a.very.long.address.for.a.phone@example.com',
  source: 'chatbot',
  created_at: '2026-11-27T09:30:00.000Z',
};

it('shows the whole address, free to wrap after its "@" before anywhere else', () => {
  const { container } = render(
    <WanderpagesThemeProvider>
      <ul>
        <SignupRow signup={signup} />
      </ul>
    </WanderpagesThemeProvider>,
  );
  const email = screen.getByText('a.very.long.address.for.a.phone@example.com');
  expect(email).toHaveTextContent(/^a\.very\.long\.address\.for\.a\.phone@example\.com$/);
  // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- a line-break opportunity has no role or text
  const breakAt = container.querySelector('wbr');
  expect(breakAt?.previousSibling?.textContent).toBe('a.very.long.address.for.a.phone@');
  expect(screen.getByText('From: Chat guide')).toBeInTheDocument();
});
