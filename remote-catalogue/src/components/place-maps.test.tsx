import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { PopularDestinations } from '../exposed/popular-destinations';
import { cardNamed, renderCatalogue, sectionNamed } from '../testing/render-catalogue';

/** The map a card's banner draws: decorative, so found by its markup, not by role. */
function bannerMap(card: HTMLElement) {
  return card.querySelector('svg[aria-hidden="true"] path');
}

/** The shapes inside a labelled map: an image's parts have no roles of their own, so they are counted as drawn. */
function drawn(map: HTMLElement, shape: 'circle' | 'path'): number {
  return map.querySelectorAll(shape).length;
}

it('a continent page shows a labelled map of the continent with its destinations marked', () => {
  renderCatalogue('/destinations/asia');
  const map = screen.getByRole('img', { name: 'Map of Asia with Tokyo, Kerala and Singapore marked' });
  expect(drawn(map, 'circle')).toBe(3);
  const cards = sectionNamed(/Popular destinations in Asia/);
  for (const name of ['Tokyo', 'Kerala', 'Singapore']) expect(bannerMap(cardNamed(cards, name))).not.toBeNull();
});

it('Europe marks all twelve of its cards, the nine city cards without a page too', () => {
  renderCatalogue('/destinations/europe');
  const map = screen.getByRole('img', { name: /^Map of Europe with Tuscany, Provence, .* and Santorini marked$/ });
  expect(drawn(map, 'circle')).toBe(12);
});

it('a region page shows its continent with the region marked and its country shaded', () => {
  renderCatalogue('/destinations/regions/tokyo');
  const map = screen.getByRole('img', { name: 'Map of Asia with Tokyo marked' });
  expect(drawn(map, 'circle')).toBe(1);
  // Land, the continent, Japan, the borders.
  expect(drawn(map, 'path')).toBe(4);
});

it('genre pages\' destination cards show their place', () => {
  renderCatalogue('/genres/history');
  const cards = sectionNamed(/destinations/i);
  for (const name of ['Rome', 'Istanbul', 'Kyoto', 'Cusco']) expect(bannerMap(cardNamed(cards, name))).not.toBeNull();
});

it('the home page\'s continent cards each show their continent, hidden from assistive tech', () => {
  renderWithProviders(<PopularDestinations />);
  const section = sectionNamed('Popular destinations');
  for (const name of ['Europe', 'Asia', 'Americas', 'Africa']) expect(bannerMap(cardNamed(section, name))).not.toBeNull();
  expect(within(section).queryAllByRole('img')).toEqual([]);
});
