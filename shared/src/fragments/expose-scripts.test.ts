import { exposeScripts } from './expose-scripts';

const manifest = (remoteEntry: unknown, sync: unknown) => ({
  metaData: { remoteEntry },
  exposes: [{ name: 'AdminDashboard', assets: { js: { sync, async: ['9.js'] } } }],
});

describe('exposeScripts: the files a fragment names for the gate to fetch', () => {
  it('is the remote entry, then the module\'s own chunks (not its lazy ones)', () => {
    expect(exposeScripts(manifest({ name: 'remoteEntry.js', path: '' }, ['502.a1.js', '__federation_expose_AdminDashboard.b2.js']), 'AdminDashboard')).toEqual([
      'remoteEntry.js',
      '502.a1.js',
      '__federation_expose_AdminDashboard.b2.js',
    ]);
  });

  it('puts the entry in its folder when the build writes it into one', () => {
    expect(exposeScripts(manifest({ name: 'remoteEntry.js', path: '/static/' }, ['1.js']), 'AdminDashboard')).toEqual(['static/remoteEntry.js', '1.js']);
  });

  it('is empty for a module the manifest does not describe, or a manifest of another shape', () => {
    expect(exposeScripts(manifest({ name: 'remoteEntry.js', path: '' }, ['1.js']), 'CatalogueRoutes')).toEqual([]);
    expect(exposeScripts(undefined, 'AdminDashboard')).toEqual([]);
    expect(exposeScripts({ exposes: 'no' }, 'AdminDashboard')).toEqual([]);
    expect(exposeScripts(manifest({ path: '' }, ['1.js']), 'AdminDashboard')).toEqual([]);
  });

  it('names nothing rather than a file outside the remote\'s folder or of another origin', () => {
    for (const file of ['../host/main.js', '//evil.example/x.js', 'https://evil.example/x.js', '/abs.js', 'a b.js', 'style.css']) {
      expect(exposeScripts(manifest({ name: 'remoteEntry.js', path: '' }, ['1.js', file]), 'AdminDashboard')).toEqual([]);
    }
  });
});
