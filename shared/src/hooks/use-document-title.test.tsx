import { render, screen } from '@testing-library/react';
import { PageAnnouncer } from '../ui/page-announcer';
import { renderToString } from 'react-dom/server';
import { DocumentMetaCollector, SITE_DESCRIPTION, useDocumentTitle, type DocumentMeta } from './use-document-title';

function Page({ title, description, indexed }: { title?: string; description?: string; indexed?: boolean }) {
  useDocumentTitle(title, description, indexed === undefined ? undefined : { indexed });
  return <h1>{title ?? 'Home'}</h1>;
}

describe('useDocumentTitle', () => {
  // The head as the prerendered HTML has it.
  let meta: HTMLMetaElement;
  beforeEach(() => {
    document.title = 'before';
    meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = SITE_DESCRIPTION;
    document.head.replaceChildren(meta);
  });

  const description = () => meta.content;

  it('gives the tab and the meta description the page now shown, after a navigation too', () => {
    const { rerender } = render(<Page title="Our Story" description="How Wanderpages began." />);
    expect(document.title).toBe('Our Story · Wanderpages');
    expect(description()).toBe('How Wanderpages began.');

    rerender(<Page title="Privacy Policy" description="What Wanderpages stores." />);
    expect(document.title).toBe('Privacy Policy · Wanderpages');
    expect(description()).toBe('What Wanderpages stores.');

    rerender(<Page />);
    expect(document.title).toBe('Wanderpages — Books that capture places');
    expect(description()).toBe(SITE_DESCRIPTION);
  });

  it('names the page now shown as the canonical address, without a trailing slash, and none for a page kept out of search results', () => {
    // A link in the head has no role or text to find it by.
    const links = () => document.head.querySelectorAll('link[rel="canonical"]'); // eslint-disable-line testing-library/no-node-access
    const canonical = () => links()[0]?.getAttribute('href');
    // The edge's link names the site's public origin, which may differ from the one the page was fetched from.
    const served = document.createElement('link');
    served.rel = 'canonical';
    served.setAttribute('href', 'https://www.wanderpages.example/destinations/asia');
    const ogUrl = document.createElement('meta');
    ogUrl.setAttribute('property', 'og:url');
    ogUrl.content = 'https://www.wanderpages.example/destinations/asia';
    document.head.append(served, ogUrl);
    window.history.pushState(null, '', '/destinations/asia/?utm_source=newsletter');
    const { rerender } = render(<Page title="Asia" />);
    expect(canonical()).toBe('https://www.wanderpages.example/destinations/asia');
    expect(links()).toHaveLength(1);

    window.history.pushState(null, '', '/destinations/regions/tokyo/');
    rerender(<Page title="Tokyo" />);
    expect(canonical()).toBe('https://www.wanderpages.example/destinations/regions/tokyo');
    expect(ogUrl.content).toBe('https://www.wanderpages.example/destinations/regions/tokyo');

    window.history.pushState(null, '', '/newsletter-admin');
    rerender(<Page title="Newsletter Signups" indexed={false} />);
    expect(canonical()).toBeUndefined();
    expect(ogUrl.isConnected).toBe(false);

    // Back to an indexed page: the link comes back, once, at the page's own origin (the edge's went with it).
    window.history.pushState(null, '', '/');
    rerender(<Page />);
    expect(canonical()).toBe(`${window.location.origin}/`);
    expect(links()).toHaveLength(1);
  });

  it('says the new title aloud after a navigation, never on the first render of a page loaded with it', () => {
    const region = document.createElement('div');
    render(<PageAnnouncer />, { container: document.body.appendChild(region) });
    const announcer = screen.getByRole('status');
    document.title = 'Our Story · Wanderpages'; // the prerendered page's own title
    const { rerender } = render(<Page title="Our Story" description="How Wanderpages began." />);
    expect(announcer).toBeEmptyDOMElement();

    rerender(<Page title="Privacy Policy" description="What Wanderpages stores." />);
    expect(announcer).toHaveTextContent('Privacy Policy · Wanderpages');
    expect(announcer).toHaveAttribute('aria-atomic', 'true');

    rerender(<Page />);
    expect(announcer).toHaveTextContent('Wanderpages — Books that capture places');
  });

  it('reports the head to a build-time renderer, and says when a page is kept out of search results', () => {
    const seen: DocumentMeta[] = [];
    const collect = (meta: DocumentMeta) => seen.push(meta);
    renderToString(
      <DocumentMetaCollector.Provider value={collect}>
        <Page title="Newsletter Signups" description="The dashboard." indexed={false} />
      </DocumentMetaCollector.Provider>,
    );
    renderToString(
      <DocumentMetaCollector.Provider value={collect}>
        <Page title="Contact" description="Write to us." />
      </DocumentMetaCollector.Provider>,
    );
    expect(seen).toEqual([
      { title: 'Newsletter Signups · Wanderpages', description: 'The dashboard.', indexed: false },
      { title: 'Contact · Wanderpages', description: 'Write to us.' },
    ]);
  });
});
