import { startReason, type PageFacts } from './start-conditions';

const reader: PageFacts = { pathname: '/destinations/asia', query: '', storedKeys: ['theme'], everySlotWaits: true, somePartAsksForScript: false };

describe('when the scripts start with the page rather than on first intent', () => {
  it('waits for intent on a composed page a signed-out visitor reads', () => {
    expect(startReason(reader)).toBeUndefined();
    expect(startReason({ ...reader, pathname: '/' })).toBeUndefined();
    expect(startReason({ ...reader, pathname: '/auth' })).toBeUndefined();
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
    expect(startReason({ ...reader, pathname: '/', query: '#access_token=x&type=signup' })).toMatch(/authentication link/);
    expect(startReason({ ...reader, pathname: '/auth/reset', query: '#access_token=x&type=recovery' })).toMatch(/authentication link/);
    expect(startReason({ ...reader, pathname: '/', query: '?error=access_denied&error_description=expired' })).toMatch(/authentication link/);
    expect(startReason({ ...reader, query: '?continent=asia' })).toBeUndefined();
  });
});
