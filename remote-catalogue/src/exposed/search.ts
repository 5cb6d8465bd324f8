import type { CatalogueSearch } from '@wanderpages/shared';
import { recommendBooks as recommend } from '../search/book-recommendations';
import { searchCatalogue as search } from '../search/catalogue-search';

export { BUILD_ID as buildId } from '../build-id';

/**
 * Search as a capability other parts of the site use at run time (docs/decisions/028), typed by the contract
 * in shared: the chat guide loads this through the federation runtime to answer with real books.
 */
export const searchCatalogue: CatalogueSearch['searchCatalogue'] = search;
export const recommendBooks: CatalogueSearch['recommendBooks'] = recommend;
