import { useDocumentTitle } from '@wanderpages/shared';
import { RemoteSlot } from '../federation/remote-slot';
import { exportNameOf, HOME_SECTIONS } from '../routes/site-routes';
import { Hero } from './hero';

/**
 * docs/product/screens.md#home, in its order: the hero, then the remotes' sections as site-routes.ts lists them (featured books,
 * newsletter, popular destinations, genres, the floating chat); the footer comes from the layout.
 */
export function HomePage() {
  useDocumentTitle();
  return (
    <main>
      <Hero />
      {HOME_SECTIONS.map((section) => (
        <RemoteSlot
          key={section.module}
          id={section.module}
          exportName={exportNameOf(section.module)}
          label={section.label}
          kind="section"
          minHeight={section.minHeight}
          quiet={section.quiet}
        />
      ))}
    </main>
  );
}
