import { countWindows, escapeLikePattern } from './signups-api';

describe('escapeLikePattern', () => {
  it('escapes LIKE wildcards and the escape character itself', () => {
    expect(escapeLikePattern('50%_off\\x')).toBe('50\\%\\_off\\\\x');
  });

  it('leaves ordinary text alone', () => {
    expect(escapeLikePattern('ana.maria+news@example.com')).toBe('ana.maria+news@example.com');
  });
});

describe('countWindows', () => {
  it('This Week starts exactly 7 days before now; Today at local midnight of the current day', () => {
    const now = new Date(2026, 5, 15, 14, 30, 12);
    const { weekStart, dayStart } = countWindows(now);
    expect(new Date(weekStart).getTime()).toBe(now.getTime() - 7 * 24 * 60 * 60 * 1000);
    expect(new Date(dayStart).getTime()).toBe(new Date(2026, 5, 15, 0, 0, 0, 0).getTime());
  });
});
