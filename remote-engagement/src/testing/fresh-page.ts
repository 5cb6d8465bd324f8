import { resetSupabaseForTests } from '@wanderpages/shared/testing';
import { dismissToasts } from '../../../jest/dismiss-toasts';

/**
 * Every test of the file on a fresh page: no Supabase client yet (the test configures the backend it needs) and
 * nothing stored; afterwards no toast is left for the next test, and the last client is stopped.
 */
export function freshPageForEachTest(): void {
  beforeEach(async () => {
    await resetSupabaseForTests();
    localStorage.clear();
  });
  afterEach(() => {
    dismissToasts();
  });
  afterAll(async () => {
    await resetSupabaseForTests();
  });
}
