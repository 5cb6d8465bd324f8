import { returnPathFrom } from './return-path';

describe('returnPathFrom', () => {
  it('returns to the page that sent the visitor, with its query', () => {
    expect(returnPathFrom({ from: '/newsletter-admin' })).toBe('/newsletter-admin');
    expect(returnPathFrom({ from: '/destinations/asia?x=1' })).toBe('/destinations/asia?x=1');
  });

  it('goes home when /auth was opened directly or the state is not a same-site path', () => {
    for (const state of [null, undefined, {}, { from: 42 }, { from: 'https://evil.example/' }, { from: '//evil.example' }, { from: '/\\evil.example' }, { from: 'newsletter-admin' }, { from: '/auth' }, { from: '/auth/reset' }, { from: '/x\n' }]) {
      expect(returnPathFrom(state)).toBe('/');
    }
  });
});
