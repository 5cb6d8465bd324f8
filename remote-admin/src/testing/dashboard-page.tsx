import { screen } from '@testing-library/react';
import { configureSupabase, getSupabase, type SignupSource } from '@wanderpages/shared';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { createConfirmedUser, serviceClient, testBackend, uniqueEmail } from '../../../jest/test-backend';
import { AdminDashboard } from '../exposed/admin-dashboard';

/** For tests only: the dashboard as an admin opens it, and what its tests look for on it. */

export interface SignupSeed {
  email: string;
  source?: SignupSource;
  created_at: string;
}

/** Adds signups (source: the home page form unless given) through the service client. */
export async function seedSignups(rows: SignupSeed[]): Promise<void> {
  // In batches: the backend takes request bodies of up to 1 MiB.
  for (let from = 0; from < rows.length; from += 5000) {
    const { error } = await serviceClient()
      .from('newsletter_signups')
      .insert(rows.slice(from, from + 5000).map((row) => ({ source: 'homepage_newsletter', ...row })));
    if (error) throw new Error(`seeding failed: ${error.message}`);
  }
}

/** The site's one client pointed at the embedded backend, signed in as a new admin. */
export async function signInAdmin(password = 'correct-horse-battery'): Promise<{ id: string; email: string }> {
  localStorage.clear();
  configureSupabase(testBackend().url, testBackend().anonKey);
  const email = uniqueEmail('admin');
  const { id } = await createConfirmedUser(email, password, { admin: true });
  const { error } = await (await getSupabase()).auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign in failed: ${error.message}`);
  return { id, email };
}

/** The page at /newsletter-admin with the real AuthProvider (the session's own gates). */
export function renderDashboard() {
  return renderWithProviders(<AdminDashboard />, { route: '/newsletter-admin', path: '/newsletter-admin', auth: 'real' });
}

export function dashboardReady(): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 1, name: 'Newsletter Signups' });
}

export function counter(label: string): HTMLElement {
  return screen.getByRole('group', { name: label });
}

export function recentList(): HTMLElement {
  return screen.getByRole('list', { name: 'Recent Signups' });
}
