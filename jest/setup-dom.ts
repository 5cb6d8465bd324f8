import '@testing-library/jest-dom';

/**
 * jest-fixed-jsdom hands the DOM environment Node's BroadcastChannel, and every supabase-js auth client opens
 * one (cross-tab session sync). Node keeps the process alive while any is open, so a run in band (the default on
 * two cores) would never exit. Unref'd channels still deliver messages; they just don't hold the process.
 */
const NodeBroadcastChannel = globalThis.BroadcastChannel as (typeof globalThis.BroadcastChannel & { prototype: { unref?: () => void } }) | undefined;
if (NodeBroadcastChannel && typeof NodeBroadcastChannel.prototype.unref === 'function') {
  globalThis.BroadcastChannel = class extends NodeBroadcastChannel {
    constructor(name: string) {
      super(name);
      (this as unknown as { unref(): void }).unref();
    }
  };
}

/**
 * On every page the host's start gate has read the storage before any of the site's React runs, and says so on
 * <html> (shared's contracts/session.ts): empty, no session stored. A test of what shows before, or with a stored
 * session, sets it and puts this back.
 */
if (typeof document !== 'undefined') document.documentElement.setAttribute('data-session', '');
