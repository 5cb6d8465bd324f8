/**
 * Every jest project loads this: a test fails on any console.error or console.warn it did not announce
 * (jest-fail-on-console). The one way to announce one is `expectConsole(method, pattern)` in the test that causes
 * it: the matching messages are then kept out of the output, and the test fails if none appeared.
 */
import failOnConsole from 'jest-fail-on-console';

type Method = 'error' | 'warn';

interface Expectation {
  method: Method;
  pattern: RegExp | string;
  seen: number;
}

let expectations: Expectation[] = [];

/**
 * This test causes a console[method] message matching `pattern` (a string: the whole message): allowed, and
 * required to appear at least once before the test ends.
 */
export function expectConsole(method: Method, pattern: RegExp | string): void {
  expectations.push({ method, pattern, seen: 0 });
}

failOnConsole({
  shouldFailOnError: true,
  shouldFailOnWarn: true,
  silenceMessage(message, method) {
    const match = expectations.find((e) => e.method === method && (typeof e.pattern === 'string' ? message === e.pattern : e.pattern.test(message)));
    if (!match) return false;
    match.seen += 1;
    return true;
  },
});

afterEach(() => {
  const missing = expectations.filter((e) => e.seen === 0);
  expectations = [];
  if (missing.length > 0) {
    throw new Error(`Expected console messages did not appear:\n${missing.map((e) => `  console.${e.method} ${e.pattern}`).join('\n')}`);
  }
});
