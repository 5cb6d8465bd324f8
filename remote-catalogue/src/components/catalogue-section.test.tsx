import { screen } from '@testing-library/react';
import { renderCatalogue } from '../testing/render-catalogue';

describe('a section\'s heading and its content', () => {
  it('keep the same space between them with a lead or without one', () => {
    renderCatalogue('/books/the-old-capital');
    // No lead: the heading keeps the lead's space (40 px), not the 8 px it leaves above a lead.
    for (const name of ['About this book', 'Also set in Kyoto']) {
      expect(getComputedStyle(screen.getByRole('heading', { level: 2, name })).marginBottom).toBe('40px');
    }
  });

  it('leave a lead right under its heading', () => {
    renderCatalogue('/destinations/asia');
    const heading = screen.getByRole('heading', { level: 2, name: 'Featured books from Asia' });
    expect(getComputedStyle(heading).marginBottom).toBe('8px');
    expect(getComputedStyle(screen.getByText('Six books that carry you into Asia, chosen by our editors.')).marginBottom).toBe('40px');
  });
});
