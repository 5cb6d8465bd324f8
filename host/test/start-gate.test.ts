import { gateFileIn, gateScriptsIn, withStartGate } from '../prerender/start-gate';

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

describe('the files the gate fetches beside the entry', () => {
  const scripts = { start: ['633.28c2be4925.js', '121.b3ae583a98.js'], session: ['455.fca0950216.js'] };

  it("come from the build's gate-scripts.json, as addresses in the gate's attributes", () => {
    expect(gateScriptsIn(scripts)).toEqual({ start: ['/633.28c2be4925.js', '/121.b3ae583a98.js'], session: ['/455.fca0950216.js'] });
    expect(withStartGate(built, 'gate.0123456789.js', gateScriptsIn(scripts))).toContain(
      '<script defer src="/gate.0123456789.js" data-entry="/main.724ab6527f.js" data-start-scripts="/633.28c2be4925.js /121.b3ae583a98.js" data-session-scripts="/455.fca0950216.js"></script>',
    );
  });

  it('refuses a file without either list, an empty list, or a name that is not a script file (it goes into an attribute)', () => {
    expect(() => gateScriptsIn({ start: ['633.js'] })).toThrow(/should list the script files that hold supabase-js; it has undefined/);
    expect(() => gateScriptsIn({ start: [], session: ['455.js'] })).toThrow(/should list the script files the entry loads as it starts; it has \[\]/);
    expect(() => gateScriptsIn(['455.js'])).toThrow(/should list/);
    expect(() => gateScriptsIn({ start: ['a" onload="x.js'], session: ['455.js'] })).toThrow(/should list/);
  });
});
