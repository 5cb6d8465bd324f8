import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_VERSION } from './version';

const root = path.join(__dirname, '..', '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the shared contract is versioned', () => {
  const version = (JSON.parse(read('shared/package.json')) as { version: string }).version;

  it('knows its own version at run time', () => {
    expect(SHARED_VERSION).toBe(version);
  });

  it('has a changelog entry for its current version', () => {
    expect(read('shared/CHANGELOG.md')).toMatch(new RegExp(`^## ${version.replaceAll('.', '\\.')}\\b`, 'm'));
  });

  it('is declared by every app with a range its current version satisfies', () => {
    const [major, minor] = version.split('.').map(Number);
    for (const app of ['host', 'remote-catalogue', 'remote-engagement', 'remote-admin']) {
      const range = (JSON.parse(read(`${app}/package.json`)) as { dependencies: Record<string, string> }).dependencies['@wanderpages/shared'];
      const match = /^\^(\d+)\.(\d+)\.\d+$/.exec(range ?? '');
      expect(match).not.toBeNull();
      expect(Number(match![1])).toBe(major);
      expect(Number(match![2])).toBeLessThanOrEqual(minor!);
    }
  });
});
