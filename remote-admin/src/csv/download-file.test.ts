import { downloadFile } from './download-file';

/** jsdom has no object URLs: a small registry stands in, so what downloadFile leaves behind can be read. */
const live = new Map<string, Blob>();
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  jest.useFakeTimers();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${live.size + 1}`;
    live.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    live.delete(url);
  };
});

afterEach(() => {
  jest.useRealTimers();
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  live.clear();
});

it('clicks a hidden link named for the file, whose URL holds the parts joined, then leaves no link and no URL behind', async () => {
  const clicked: HTMLAnchorElement[] = [];
  // jsdom cannot navigate: the click is caught before it would try.
  document.addEventListener('click', (event) => {
    clicked.push(event.target as HTMLAnchorElement);
    event.preventDefault();
  }, { once: true });

  downloadFile('newsletter-signups-2026-01-02.csv', ['Email,Date,Source', '\r\n', 'a@example.com,x,chatbot']);

  expect(clicked).toHaveLength(1);
  const link = clicked[0]!;
  expect(link.download).toBe('newsletter-signups-2026-01-02.csv');
  expect(link.hidden).toBe(true);
  expect(document.querySelector('a')).toBeNull();
  const file = live.get(link.href);
  expect(file?.type).toBe('text/csv;charset=utf-8');
  expect(await file?.text()).toBe('Email,Date,Source\r\na@example.com,x,chatbot');
  // Revoked on the next task, not before: the browser may start reading the URL only after click() returns.
  jest.runAllTimers();
  expect(live.size).toBe(0);
});
