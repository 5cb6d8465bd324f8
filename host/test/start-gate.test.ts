import { gateFileIn, sessionScriptsIn, withStartGate } from '../prerender/start-gate';

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

describe('the files of the Supabase client, for a visitor who may hold a session', () => {
  it("come from the build's session-scripts.json, and the gate gets them beside the entry", () => {
    expect(sessionScriptsIn(['455.fca0950216.js'])).toEqual(['/455.fca0950216.js']);
    expect(withStartGate(built, 'gate.0123456789.js', sessionScriptsIn(['455.fca0950216.js']))).toContain(
      '<script defer src="/gate.0123456789.js" data-entry="/main.724ab6527f.js" data-session-scripts="/455.fca0950216.js"></script>',
    );
  });

  it('refuses a list with none, something else than a list, or a name that is not a script file (it goes into an attribute)', () => {
    expect(() => sessionScriptsIn([])).toThrow(/should list the script files that hold supabase-js; it has \[\]/);
    expect(() => sessionScriptsIn({ files: ['455.js'] })).toThrow(/should list/);
    expect(() => sessionScriptsIn(['a" onload="x.js'])).toThrow(/should list/);
  });
});
