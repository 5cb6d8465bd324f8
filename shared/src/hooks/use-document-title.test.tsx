import { render } from '@testing-library/react';
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
