/**
 * The scripted conversation, with jest's fake clock for the bot's 1-second delay. Nothing here reaches the
 * backend (the email signup is in chat-widget-signup.test.tsx, on real timers).
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { widthQueryMatches } from '../../../jest/width-query';
import { ChatWidget } from './chat-widget';

const GREETING = /I'm the Wanderpages book guide/;
const CANNED = [/Mediterranean classics/, /novel set in your destination/, /destination pages/, /genre pages/];

function cannedRepliesIn(log: HTMLElement): number {
  return CANNED.filter((reply) => within(log).queryByText(reply) !== null).length;
}

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = renderWithProviders(<ChatWidget />);
  return { user, ...view };
}

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open chat' }));
  const dialog = screen.getByRole('dialog', { name: 'Chat with Wanderpages' });
  return {
    dialog,
    log: within(dialog).getByRole('log'),
    input: within(dialog).getByRole('textbox', { name: 'Your message' }),
  };
}

/**
 * Moves the fake clock inside an async act: passing 200 ms also fires the Toaster's idle-time load of its library
 * (shared/src/toast/toaster.tsx), whose import settles a moment later and updates the Toaster. A synchronous act
 * would have ended by then, and React would report that update as outside act.
 */
async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('ChatWidget conversation', () => {
  it('starts closed, opens as a labelled dialog with the greeting and focus in the message field', async () => {
    const { user } = setup();
    const launcher = screen.getByRole('button', { name: 'Open chat' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const { log, input } = await openChat(user);
    expect(within(log).getByText(GREETING)).toBeInTheDocument();
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(input).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Close chat' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes with Escape, hands focus back to the launcher, and keeps the conversation', async () => {
    const { user } = setup();
    const { input } = await openChat(user);
    await user.type(input, 'Hello there{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const launcher = screen.getByRole('button', { name: 'Open chat' });
    expect(launcher).toHaveFocus();

    const reopened = await openChat(user);
    expect(within(reopened.log).getByText('Hello there')).toBeInTheDocument();
  });

  it('closes from the launcher too', async () => {
    const { user } = setup();
    await openChat(user);
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveFocus();
  });

  it('sends with Enter and with the Send button, and clears the field', async () => {
    const { user } = setup();
    const { dialog, log, input } = await openChat(user);
    await user.type(input, 'Books about Lisbon?{Enter}');
    expect(within(log).getByText('Books about Lisbon?')).toBeInTheDocument();
    expect(input).toHaveValue('');

    await user.type(input, '  And Porto?  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(log).getByText('And Porto?')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('ignores a message that is blank after trimming', async () => {
    const { user } = setup();
    const { dialog, log, input } = await openChat(user);
    expect(within(log).getAllByRole('paragraph')).toHaveLength(1);
    await user.type(input, '   {Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await advance(5000);
    expect(within(log).getAllByRole('paragraph')).toHaveLength(1);
    expect(cannedRepliesIn(log)).toBe(0);
  });

  it('replies with one of the four canned replies exactly 1 second later', async () => {
    const { user } = setup();
    const { log, input } = await openChat(user);
    await user.type(input, 'Something for a rainy week in Edinburgh{Enter}');
    await advance(999);
    expect(cannedRepliesIn(log)).toBe(0);
    await advance(1);
    expect(cannedRepliesIn(log)).toBe(1);
  });

  it('shows the email prompt only after the first bot reply', async () => {
    const { user } = setup();
    const { dialog, input } = await openChat(user);
    expect(within(dialog).queryByRole('textbox', { name: /email/i })).not.toBeInTheDocument();
    await user.type(input, 'Hi{Enter}');
    expect(within(dialog).queryByRole('textbox', { name: /email/i })).not.toBeInTheDocument();
    await advance(1000);
    const email = within(dialog).getByRole('textbox', { name: 'Your email address' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(within(dialog).getByText(/Leave your email/)).toBeInTheDocument();
  });

  it('without the catalogue on the page (standalone), answers a place it would know with a canned reply, on time', async () => {
    // No federation instance has the catalogue registered here, as on engagement's own dev server: the guide
    // cannot ask catalogue/Search, so the spec's canned replies stand in, still 1 second later.
    const { user } = setup();
    const { dialog, log, input } = await openChat(user);
    await user.type(input, "I'm going to Kyoto in May{Enter}");
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(cannedRepliesIn(log)).toBe(1);
    expect(within(log).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Your email address' })).toBeInTheDocument();
  });

  it('cancels a pending reply when it unmounts', async () => {
    const { user, unmount } = setup();
    const { input } = await openChat(user);
    await user.type(input, 'Last words{Enter}');
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

/**
 * A window `width` px wide, as far as CSS width queries go: jsdom has no matchMedia (the widget asks when focus
 * leaves; shared's Toaster asks too).
 */
function viewportWidth(width: number) {
  const matchMedia = (query: string): MediaQueryList => {
    const matches = widthQueryMatches(query, width) ?? true;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
}

/** The widget between a link of the page and one of its footer, as the host places it. */
function setupOnPage() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(
    <>
      <a href="/destinations">Destinations</a>
      <ChatWidget />
      <a href="/privacy">Privacy</a>
    </>,
  );
  return { user };
}

describe('ChatWidget when focus leaves the open panel', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('on a phone (480 px or less) closes as Escape does, keeps the conversation, and leaves focus where it went', async () => {
    viewportWidth(375);
    const { user } = setupOnPage();
    const { dialog, input } = await openChat(user);
    await user.type(input, 'Hello there{Enter}');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveFocus();

    await user.tab();
    // The page under the panel was hidden: the panel goes, so the footer link is seen where focus is.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Open chat' })).toHaveAttribute('aria-expanded', 'false');

    const reopened = await openChat(user);
    expect(within(reopened.log).getByText('Hello there')).toBeInTheDocument();
  });

  it('on a phone stays open while focus moves between the panel and its launcher, and closes when it goes past the launcher', async () => {
    viewportWidth(480);
    const { user } = setupOnPage();
    const { dialog, log } = await openChat(user);
    await user.tab({ shift: true });
    expect(log).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close chat' })).toHaveFocus();
    expect(dialog).toBeInTheDocument();

    await user.tab({ shift: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Destinations' })).toHaveFocus();
  });

  it('wider than a phone stays open: the page beside it is in view', async () => {
    viewportWidth(481);
    const { user } = setupOnPage();
    const { dialog } = await openChat(user);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveFocus();
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close chat' })).toHaveAttribute('aria-expanded', 'true');
  });
});
