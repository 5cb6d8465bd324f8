/**
 * What the host's federation tests load: the remotes' manifest addresses as a runtime config names them, that
 * config, and stand-ins for the remotes' sections (the headings the real ones show), so a test can tell which
 * section came back.
 */
export const TEST_MANIFESTS = {
  catalogue: 'http://cdn.test/catalogue/mf-manifest.json',
  engagement: 'http://cdn.test/engagement/mf-manifest.json',
  admin: 'http://cdn.test/admin/mf-manifest.json',
};

/** A runtime-config.json as a deployment writes it (the key only has to look like a JWT). */
export const TEST_RUNTIME_CONFIG = {
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: 'header.payload.signature',
  remotes: TEST_MANIFESTS,
};

export function FeaturedBooks() {
  return <h2>Featured Mediterranean classics</h2>;
}

export function NewsletterSection() {
  return <h2>Travel reads, delivered</h2>;
}

export function PopularDestinations() {
  return <h2>Popular destinations</h2>;
}
