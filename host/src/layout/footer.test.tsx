import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { Footer } from './footer';

describe('Footer', () => {
  it('links every destination, genre, the newsletter admin, about, contact and privacy (docs/product/screens.md)', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    const expected: Array<[string, string]> = [
      ['Europe', '/destinations/europe'],
      ['Asia', '/destinations/asia'],
      ['Americas', '/destinations/americas'],
      ['Africa', '/destinations/africa'],
      ['Mystery', '/genres/mystery'],
      ['Literary Fiction', '/genres/literary-fiction'],
      ['History', '/genres/history'],
      ['Poetry', '/genres/poetry'],
      ['Newsletter', '/newsletter-admin'],
      ['Newsletter Admin', '/newsletter-admin'],
      ['Our Story', '/about'],
      ['Contact', '/contact'],
      ['Privacy Policy', '/privacy'],
    ];
    for (const [name, href] of expected) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});
