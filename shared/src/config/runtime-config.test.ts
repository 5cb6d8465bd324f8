import { testBackend } from '../../../jest/test-backend';
import { fetchRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

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
    // Found by mutation testing (npm run mutate -- shared): these keys' names and rules were not checked.
    ['a blank Supabase URL', { ...valid, supabaseUrl: '   ' }, '"supabaseUrl" is missing'],
    ['no catalogue manifest', { ...valid, remotes: { ...valid.remotes, catalogue: undefined } }, '"remotes.catalogue" is missing'],
    ['no engagement manifest', { ...valid, remotes: { ...valid.remotes, engagement: undefined } }, '"remotes.engagement" is missing'],
    ['an anon key of two parts', { ...valid, supabaseAnonKey: 'header.payload' }, '"supabaseAnonKey" is missing or not a JWT'],
  ])('refuses %s, naming the key', (_case, raw, message) => {
    let thrown: unknown;
    try {
      parseRuntimeConfig(raw);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RuntimeConfigError);
    expect(thrown).toMatchObject({ name: 'RuntimeConfigError', message });
  });
});

describe('fetchRuntimeConfig', () => {
  it('says which URL answered what when the file is not there', async () => {
    const url = `${testBackend().url}/no-such/runtime-config.json`;
    await expect(fetchRuntimeConfig(url)).rejects.toMatchObject({ name: 'RuntimeConfigError', message: `${url} answered 404` });
  });
});
