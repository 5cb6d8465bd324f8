import Papa from 'papaparse';
import { csvFileName, signupsToCsv, type CsvSignup } from './signups-csv';

const fixedDate = () => '1/2/2026, 3:04:05 PM';

function row(email: string, source: CsvSignup['source'] = 'homepage_newsletter'): CsvSignup {
  return { email, source, created_at: '2026-01-02T15:04:05.000Z' };
}

describe('signupsToCsv', () => {
  it('writes the header Email,Date,Source and one CRLF-separated line per signup, in the given order', () => {
    const csv = signupsToCsv([row('a@example.com'), row('b@example.com', 'chatbot')], () => '2026-01-02 15:04');
    expect(csv).toBe('Email,Date,Source\r\na@example.com,2026-01-02 15:04,homepage_newsletter\r\nb@example.com,2026-01-02 15:04,chatbot');
  });

  it('writes only the header for no signups', () => {
    expect(signupsToCsv([])).toBe('Email,Date,Source\r\n');
  });

  it('quotes per RFC 4180: a comma, a double quote (doubled) and a line break stay inside one field', () => {
    const csv = signupsToCsv([row('"quoted"@example.com'), row('comma,user@example.com'), row('line\nbreak@example.com')], fixedDate);
    const lines = csv.split('\r\n');
    expect(lines[1]).toBe('"""quoted""@example.com","1/2/2026, 3:04:05 PM",homepage_newsletter');
    expect(lines[2]).toBe('"comma,user@example.com","1/2/2026, 3:04:05 PM",homepage_newsletter');
    expect(csv).toContain('"line\nbreak@example.com","1/2/2026, 3:04:05 PM"');
  });

  it.each([
    ['=', '=HYPERLINK("http://evil.example")@x.com'],
    ['+', '+1+1@example.com'],
    ['-', '-2+3@example.com'],
    ['@', '@SUM(A1)@example.com'],
    ['tab', '\tcmd@example.com'],
    ['carriage return', '\rcmd@example.com'],
  ])('neutralises a cell starting with %s, so a spreadsheet shows it as text', (_name, email) => {
    const csv = signupsToCsv([row(email)], fixedDate);
    const [, dataLine] = csv.split('\r\n', 2);
    // The cell is quoted and starts with a single quote: no spreadsheet evaluates it.
    expect(dataLine?.startsWith(`"'${email.charAt(0)}`)).toBe(true);
    // Read back as CSV, the text is intact behind the quote.
    const parsed = Papa.parse<string[]>(csv, { newline: '\r\n' });
    expect(parsed.data[1]?.[0]).toBe(`'${email}`);
  });

  it('leaves ordinary emails and a leading character inside the text alone', () => {
    const csv = signupsToCsv([row('plain.user+tag@example.com')], fixedDate);
    expect(csv.split('\r\n')[1]).toBe('plain.user+tag@example.com,"1/2/2026, 3:04:05 PM",homepage_newsletter');
  });

  it('formats Date in the local format by default (toLocaleString of created_at)', () => {
    const createdAt = '2026-03-04T05:06:07.000Z';
    const csv = signupsToCsv([{ email: 'a@example.com', source: 'chatbot', created_at: createdAt }]);
    const parsed = Papa.parse<string[]>(csv, { newline: '\r\n' });
    expect(parsed.data[1]).toEqual(['a@example.com', new Date(createdAt).toLocaleString(), 'chatbot']);
  });
});

describe('csvFileName', () => {
  it('uses the local calendar date, zero-padded', () => {
    expect(csvFileName(new Date(2026, 0, 5, 23, 59))).toBe('newsletter-signups-2026-01-05.csv');
    expect(csvFileName(new Date(2025, 11, 31, 0, 1))).toBe('newsletter-signups-2025-12-31.csv');
  });
});
