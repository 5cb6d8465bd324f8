import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { CatalogueRoutes } from '../exposed/catalogue-routes';

/** Mounts CatalogueRoutes as the host does: in a root of its own, routing on the full path. */
export function renderCatalogue(route: string) {
  return renderWithProviders(<CatalogueRoutes />, { route });
}

/** The card (article) in a container whose h3 has this name. */
export function cardNamed(container: HTMLElement, name: string): HTMLElement {
  const card = within(container)
    .getAllByRole('article')
    .find((article) => within(article).queryByRole('heading', { level: 3, name }));
  if (!card) throw new Error(`No card named ${name}`);
  return card;
}

/** A page section, found by its h2. */
export function sectionNamed(name: string | RegExp): HTMLElement {
  return screen.getByRole('region', { name });
}
