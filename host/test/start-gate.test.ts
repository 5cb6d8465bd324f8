import { gateFileIn, withStartGate } from '../prerender/start-gate';

const built = '<head><title>W</title><script defer src="/main.724ab6527f.js"></script></head><body><div id="root"></div></body>';

describe("the host's pages load the start gate, which knows the entry", () => {
  it('replaces the entry script with the gate, the entry in data-entry', () => {
    const page = withStartGate(built, 'gate.0123456789.js');
    expect(page).toContain('<script defer src="/gate.0123456789.js" data-entry="/main.724ab6527f.js"></script>');
    expect(page).not.toContain('<script defer src="/main.');
  });

  it('refuses a page without the entry script (already rewritten, or a different build)', () => {
    expect(() => withStartGate(withStartGate(built, 'gate.0123456789.js'), 'gate.0123456789.js')).toThrow(/rebuild the host/);
  });

  it('finds the one gate a build wrote', () => {
    expect(gateFileIn(['main.1.js', 'gate.abcdef0123.js', 'gate.abcdef0123.js.map'])).toBe('gate.abcdef0123.js');
    expect(() => gateFileIn(['main.1.js'])).toThrow(/found 0/);
    expect(() => gateFileIn(['gate.aaaaaaaaaa.js', 'gate.bbbbbbbbbb.js'])).toThrow(/found 2/);
  });
});
