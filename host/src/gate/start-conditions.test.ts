import { sessionLikely, slotWaits, startReason, type PageFacts } from './start-conditions';

const reader: PageFacts = { query: '', storedKeys: ['theme'], everySlotWaits: true, somePartAsksForScript: false };

describe('when the scripts start with the page rather than on first intent', () => {
  it('waits for intent on a composed page a signed-out visitor reads', () => {
    expect(startReason(reader)).toBeUndefined();
  });

  it('starts at once when a remote part needs its script: no fragment, or one not marked complete without it', () => {
    expect(startReason({ ...reader, everySlotWaits: false })).toMatch(/needs its script/);
  });

  it('starts at once when a part of the page asks for it (the not-found page logs the 404)', () => {
    expect(startReason({ ...reader, somePartAsksForScript: true })).toMatch(/asks for its script/);
  });

  it('starts at once for a stored session, so the header shows the account', () => {
    expect(startReason({ ...reader, storedKeys: ['sb-localhost-auth-token'] })).toMatch(/session/);
  });

  it('starts at once for a link from Supabase Auth (confirmation, recovery, errors)', () => {
    expect(startReason({ ...reader, query: '#access_token=x&type=signup' })).toMatch(/authentication link/);
    expect(startReason({ ...reader, query: '#access_token=x&type=recovery' })).toMatch(/authentication link/);
    expect(startReason({ ...reader, query: '?error=access_denied&error_description=expired' })).toMatch(/authentication link/);
    expect(startReason({ ...reader, query: '?continent=asia' })).toBeUndefined();
  });
});

describe('whether a slot can wait for intent, from its fragment\'s start mark', () => {
  it('waits for a fragment complete without its script, whatever the address', () => {
    expect(slotWaits('intent', '')).toBe(true);
    expect(slotWaits('intent', '?utm_source=mail')).toBe(true);
  });

  it('waits for a fragment complete at its path alone only when the address has no query (the shelf)', () => {
    expect(slotWaits('intent-without-query', '')).toBe(true);
    expect(slotWaits('intent-without-query', '?')).toBe(true);
    expect(slotWaits('intent-without-query', '?continent=asia&genre=history')).toBe(false);
  });

  it('does not wait for a missing fragment, one without a mark (an older build) or one that asks for its script', () => {
    expect(slotWaits(null, '')).toBe(false);
    expect(slotWaits('', '')).toBe(false);
    expect(slotWaits('load', '')).toBe(false);
  });
});

describe('whether the Supabase client is fetched beside the entry', () => {
  it('is, for a stored session or an email link: the client is needed as soon as the scripts run', () => {
    expect(sessionLikely({ query: '', storedKeys: ['theme', 'sb-localhost-auth-token'] })).toBe(true);
    expect(sessionLikely({ query: '#access_token=x&type=signup', storedKeys: [] })).toBe(true);
  });

  it('is not for a signed-out reader, whose page never needs it unless they act', () => {
    expect(sessionLikely({ query: '', storedKeys: ['theme'] })).toBe(false);
    expect(sessionLikely({ query: '?page=2', storedKeys: [] })).toBe(false);
  });
});
