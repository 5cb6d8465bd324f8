import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

const anonKey = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl';
const valid = {
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: anonKey,
  remotes: {
    catalogue: 'http://localhost:3001/mf-manifest.json',
    engagement: 'http://localhost:3002/mf-manifest.json',
    admin: 'https://admin.example.com/mf-manifest.json',
  },
};

describe('parseRuntimeConfig', () => {
  it('accepts a complete config', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
  });

  it.each([
    ['not an object', [], 'the file is not a JSON object'],
    ['no remotes', { ...valid, remotes: undefined }, '"remotes" is missing'],
    ['a remote that is not a URL', { ...valid, remotes: { ...valid.remotes, admin: 'admin' } }, '"remotes.admin" is not a URL: admin'],
    ['a missing remote', { ...valid, remotes: { catalogue: valid.remotes.catalogue, engagement: valid.remotes.engagement } }, '"remotes.admin" is missing'],
    ['an anon key that is not a JWT', { ...valid, supabaseAnonKey: 'secret' }, '"supabaseAnonKey" is missing or not a JWT'],
    ['no Supabase URL', { ...valid, supabaseUrl: '' }, '"supabaseUrl" is missing'],
  ])('refuses %s, naming the key', (_case, raw, message) => {
    expect(() => parseRuntimeConfig(raw)).toThrow(new RuntimeConfigError(message));
  });
});
