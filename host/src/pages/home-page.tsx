import { useDocumentTitle } from '@wanderpages/shared';
import { RemoteSlot } from '../federation/remote-slot';
import { Hero } from './hero';

/**
 * Spec §2 Home, in its order: hero, featured books (catalogue), newsletter (engagement), popular
 * destinations and genres (catalogue); the footer comes from the layout; the chat widget floats.
 */
export function HomePage() {
  useDocumentTitle();
  return (
    <main>
      <Hero />
      <RemoteSlot id="catalogue/FeaturedBooks" exportName="FeaturedBooks" label="Featured books" minHeight="560px" />
      <RemoteSlot id="engagement/NewsletterSection" exportName="NewsletterSection" label="Newsletter signup" minHeight="300px" />
      <RemoteSlot id="catalogue/PopularDestinations" exportName="PopularDestinations" label="Popular destinations" minHeight="480px" />
      <RemoteSlot id="catalogue/GenreSection" exportName="GenreSection" label="Genres" minHeight="420px" />
      <RemoteSlot id="engagement/ChatWidget" exportName="ChatWidget" label="Chat" minHeight="0px" loading={null} />
    </main>
  );
}
