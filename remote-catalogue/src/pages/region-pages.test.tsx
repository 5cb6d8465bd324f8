import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { address } from '../../../jest/render-with-providers';
import { renderCatalogue, sectionNamed } from '../testing/render-catalogue';

// docs/product/screens.md#region-pages: the back-link mapping and the book counts.
const regions: Array<[slug: string, name: string, continent: string, continentPath: string, books: number]> = [
  ['tuscany', 'Tuscany', 'Europe', '/destinations/europe', 4],
  ['provence', 'Provence', 'Europe', '/destinations/europe', 4],
  ['scottish-highlands', 'Scottish Highlands', 'Europe', '/destinations/europe', 4],
  ['tokyo', 'Tokyo', 'Asia', '/destinations/asia', 15],
  ['kerala', 'Kerala', 'Asia', '/destinations/asia', 4],
  ['singapore', 'Singapore', 'Asia', '/destinations/asia', 4],
  ['route66', 'Route 66', 'Americas', '/destinations/americas', 4],
  ['patagonia', 'Patagonia', 'Americas', '/destinations/americas', 4],
  ['caribbean', 'Caribbean', 'Americas', '/destinations/americas', 4],
  ['serengeti', 'Serengeti', 'Africa', '/destinations/africa', 4],
  ['cape-town', 'Cape Town', 'Africa', '/destinations/africa', 4],
  ['sahara', 'Sahara', 'Africa', '/destinations/africa', 4],
];

describe.each(regions)('/destinations/regions/%s', (slug, name, continent, continentPath, books) => {

  it(`has one h1 "${name}" and its document title`, () => {
    renderCatalogue(`/destinations/regions/${slug}`);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(document.title).toBe(`${name} · Wanderpages`);
  });

  it(`links back to ${continent}`, () => {
    renderCatalogue(`/destinations/regions/${slug}`);
    expect(screen.getByRole('link', { name: `Back to ${continent}` })).toHaveAttribute('href', continentPath);
  });

  it(`lists ${books} books, and the page has no other cards`, () => {
    renderCatalogue(`/destinations/regions/${slug}`);
    expect(within(sectionNamed(`Books set in ${name}`)).getAllByRole('article')).toHaveLength(books);
    expect(within(screen.getByRole('main')).getAllByRole('article')).toHaveLength(books);
  });
});

it('Tokyo lists the fifteen Tokyo books, from Norwegian Wood to People Who Eat Darkness', () => {
  renderCatalogue('/destinations/regions/tokyo');
  const grid = sectionNamed('Books set in Tokyo');
  for (const title of ['Norwegian Wood', 'The Scarlet Gang of Asakusa', 'Out', 'Convenience Store Woman', 'People Who Eat Darkness']) {
    expect(within(grid).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
  }
});

it('Back to Asia really navigates to the Asia page', async () => {
  renderCatalogue('/destinations/regions/tokyo');
  await userEvent.click(screen.getByRole('link', { name: 'Back to Asia' }));
  expect(address()).toHaveValue('/destinations/asia');
  expect(screen.getByRole('heading', { level: 1, name: 'Asia' })).toBeInTheDocument();
});

it('a region card on a continent page opens its region page', async () => {
  renderCatalogue('/destinations/asia');
  await userEvent.click(screen.getByRole('link', { name: 'Explore Tokyo' }));
  expect(address()).toHaveValue('/destinations/regions/tokyo');
  expect(screen.getByRole('heading', { level: 1, name: 'Tokyo' })).toBeInTheDocument();
});
