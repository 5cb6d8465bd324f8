/**
 * The guide's reply when the catalogue recommends books (docs/decisions/028), with jest's fake clock: on time when
 * the catalogue answers within the bot's 1 second, later (and only then) when it answers after it. The catalogue
 * itself is a stand-in here, answering when the test says: how the api reaches the real one is
 * catalogue-search-api.test.ts, and the guide over the real catalogue is e2e/tests/search.spec.ts.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogueRecommendation } from '@wanderpages/shared';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { ChatWidget } from './chat-widget';

/** The catalogue's answers, one per message, each settled by the test. */
const pending: Array<{ message: string; answer: (found: CatalogueRecommendation | null) => void }> = [];

jest.mock('../api/catalogue-search-api', () => ({
  loadCatalogueSearch: () => Promise.resolve(undefined),
  recommendFor: (message: string) =>
    new Promise<CatalogueRecommendation | null>((resolve) => {
      pending.push({ message, answer: resolve });
    }),
}));

const KYOTO: CatalogueRecommendation = {
  kind: 'place',
  about: 'Kyoto',
  books: [
    { title: 'The Old Capital', author: 'Yasunari Kawabata', link: '/books/the-old-capital' },
    { title: 'The Temple of the Golden Pavilion', author: 'Yukio Mishima', link: '/books/the-temple-of-the-golden-pavilion' },
  ],
};
const CANNED = [/Mediterranean classics/, /novel set in your destination/, /destination pages/, /genre pages/];

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

/** Settles the catalogue's answer to the latest message, as the page's microtasks would. */
async function catalogueAnswers(found: CatalogueRecommendation | null) {
  await act(async () => {
    pending.at(-1)?.answer(found);
  });
}

async function sendInOpenChat(text: string) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = renderWithProviders(<ChatWidget />);
  await user.click(screen.getByRole('button', { name: 'Open chat' }));
  const dialog = screen.getByRole('dialog', { name: 'Chat with Wanderpages' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Your message' }), `${text}{Enter}`);
  return { view, dialog, log: within(dialog).getByRole('log') };
}

function cannedRepliesIn(log: HTMLElement): number {
  return CANNED.filter((reply) => within(log).queryByText(reply) !== null).length;
}

beforeEach(() => {
  pending.length = 0;
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

it('asks the catalogue with the message as sent, and recommends its books 1 second later, each a link to its page', async () => {
  const { log } = await sendInOpenChat("  I'm going to Kyoto in May  ");
  expect(pending.map((p) => p.message)).toEqual(["I'm going to Kyoto in May"]);
  await catalogueAnswers(KYOTO);
  await advance(999);
  expect(within(log).queryByText('Heading to Kyoto? These books capture it:')).not.toBeInTheDocument();
  await advance(1);
  expect(within(log).getByText('Heading to Kyoto? These books capture it:')).toBeInTheDocument();
  expect(within(log).getByRole('link', { name: 'The Old Capital' })).toHaveAttribute('href', '/books/the-old-capital');
  expect(within(log).getByRole('link', { name: 'The Temple of the Golden Pavilion' })).toHaveAttribute(
    'href',
    '/books/the-temple-of-the-golden-pavilion',
  );
  expect(within(log).getByText(/by Yasunari Kawabata/)).toBeInTheDocument();
  expect(cannedRepliesIn(log)).toBe(0);
});

it('waits for a catalogue slower than 1 second, then recommends its books (never a canned reply first)', async () => {
  const { dialog, log } = await sendInOpenChat('Books for Kyoto?');
  await advance(1500);
  expect(cannedRepliesIn(log)).toBe(0);
  expect(within(log).queryByRole('link')).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('textbox', { name: 'Your email address' })).not.toBeInTheDocument();
  await catalogueAnswers(KYOTO);
  expect(within(log).getByText('Heading to Kyoto? These books capture it:')).toBeInTheDocument();
  expect(within(log).getAllByRole('link')).toHaveLength(2);
  expect(within(dialog).getByRole('textbox', { name: 'Your email address' })).toBeInTheDocument();
});

it('a late catalogue that knows nothing of the message: a canned reply, once it has answered', async () => {
  const { log } = await sendInOpenChat('Anything cosy?');
  await advance(1200);
  expect(cannedRepliesIn(log)).toBe(0);
  await catalogueAnswers(null);
  expect(cannedRepliesIn(log)).toBe(1);
  expect(within(log).queryByRole('link')).not.toBeInTheDocument();
});

it('a recommendation with no books is answered with a canned reply', async () => {
  const { log } = await sendInOpenChat('Kyoto');
  await catalogueAnswers({ ...KYOTO, books: [] });
  await advance(1000);
  expect(cannedRepliesIn(log)).toBe(1);
  expect(within(log).queryByText(/These books capture it/)).not.toBeInTheDocument();
});
