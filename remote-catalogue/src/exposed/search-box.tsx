import type { ComponentType } from 'react';
import type { SearchBoxProps } from '@wanderpages/shared';
import { SearchBox as CatalogueSearchBox } from '../components/search/search-box';

export { BUILD_ID as buildId } from '../build-id';

/**
 * The header's search box (docs/decisions/027): the host loads it when a visitor shows intent (focus, hover,
 * pointer down on the host's plain search form) and puts it in place of its plain input. The index and MiniSearch
 * come with it, in this module's own chunk: never on a page's first load.
 */
export const SearchBox: ComponentType<SearchBoxProps> = CatalogueSearchBox;
