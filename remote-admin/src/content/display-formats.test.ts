import { formatCount, formatDateTime } from './display-formats';

describe('counts on the dashboard', () => {
  it('groups thousands as en-US does, the same text toLocaleString gave', () => {
    for (const value of [0, 7, 999, 1000, 12345, 100000, 1234567, 1000000000]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
    }
  });

  it('keeps a sign', () => {
    expect(formatCount(-1234)).toBe('-1,234');
  });
});

describe('times on the dashboard', () => {
  it('writes the viewer’s local day, month, year and time', () => {
    expect(formatDateTime(new Date(2026, 10, 26, 14, 5, 59).toISOString())).toBe('26 Nov 2026, 14:05');
    expect(formatDateTime(new Date(2027, 0, 3, 9, 0).toISOString())).toBe('3 Jan 2027, 09:00');
  });

  it('shows a value that is not a date as stored', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});
