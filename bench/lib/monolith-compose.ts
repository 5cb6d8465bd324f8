import { FRAGMENT_SCRIPTS_ATTR } from '@wanderpages/shared/contracts/fragments';
import type { ServeOptions } from '../../scripts/lib/static-server';

const NAMED_SCRIPTS = new RegExp(` ${FRAGMENT_SCRIPTS_ATTR}="[^"]*"`, 'g');

/**
 * The monolith's pages are composed from the same fragments as the federated site's, less the files each one
 * names for the start gate to fetch early: those are the federated remotes' files, which a monolith never runs
 * (its own fragments would name none). Left in, its gate fetched them all, and the bytes and LCP ratios compared
 * the federated site with a monolith that downloaded both.
 */
export function withoutFragmentScripts(compose: NonNullable<ServeOptions['compose']>): ServeOptions['compose'] {
  return async (pathname, options) => {
    const page = await compose(pathname, options);
    return page && { ...page, html: page.html.replace(NAMED_SCRIPTS, '') };
  };
}
