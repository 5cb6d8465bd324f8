import { ButtonLink, useDocumentTitle } from '@wanderpages/shared';
import { PageShell } from './page-shell';

/** docs/product/screens.md#about: the story page, with a Subscribe button to /newsletter-admin. */
export function AboutPage() {
  useDocumentTitle(
    'Our Story',
    'How Wanderpages began, how our editors choose the novels, memoirs and poems that capture places, and the newsletter of curated travel reads.',
  );
  return (
    <PageShell title="Our Story" lead="Wanderpages began with a simple belief: the best way to understand a place is to read it first.">
      <h2>Why books that capture places</h2>
      <p>
        A guidebook tells you where to go. A great novel, memoir or poem tells you what it feels like to be there —
        the heat on a Tuscan terrace, the hush of a Highland glen, the neon hum of a Tokyo side street at midnight.
        We started Wanderpages to gather those books in one place, organised the way travellers think: by continent,
        by region and by the kind of story they want to carry with them.
      </p>
      <h2>How we choose</h2>
      <p>
        Every book on the site is one our editors have read and would press into a friend&apos;s hands before a
        trip. We favour writers who know their places from the inside, translations that keep the local voice, and
        classics that still send readers out to see the world for themselves.
      </p>
      <h2>Join the journey</h2>
      <p>
        Our newsletter brings a short, curated list of travel reads to your inbox: new discoveries, seasonal reading
        for the places you are about to visit, and the occasional forgotten gem.
      </p>
      <ButtonLink to="/newsletter-admin">Subscribe</ButtonLink>
    </PageShell>
  );
}
