import type { ComponentType } from 'react';
import type { CatalogueSearch, SearchBoxProps } from './search';

/** The three remotes, by the name each registers with the Module Federation runtime. */
export const REMOTE_NAMES = ['catalogue', 'engagement', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Every module a remote exposes, keyed by its federation id ("<remote>/<expose>"), with the named export
 * it must provide. The host may only load what is listed here; a remote must expose all of its entries.
 */
export interface RemoteModules {
  'catalogue/CatalogueRoutes': Exposed<{ CatalogueRoutes: ComponentType }>;
  'catalogue/FeaturedBooks': Exposed<{ FeaturedBooks: ComponentType }>;
  'catalogue/PopularDestinations': Exposed<{ PopularDestinations: ComponentType }>;
  'catalogue/GenreSection': Exposed<{ GenreSection: ComponentType }>;
  /** Loaded on intent (docs/decisions/027): by the header's search box, and at run time by other remotes (028). */
  'catalogue/Search': Exposed<CatalogueSearch>;
  'catalogue/SearchBox': Exposed<{ SearchBox: ComponentType<SearchBoxProps> }>;
  'engagement/AuthPage': Exposed<{ AuthPage: ComponentType }>;
  'engagement/NewsletterSection': Exposed<{ NewsletterSection: ComponentType }>;
  'engagement/ChatWidget': Exposed<{ ChatWidget: ComponentType }>;
  'admin/AdminDashboard': Exposed<{ AdminDashboard: ComponentType }>;
}

/**
 * Every exposed module also exports the build id of the remote build it comes from: the host hydrates a
 * fragment only when the fragment's data-build matches it (otherwise it renders fresh in place).
 * A module may also export `prefetch`: the host calls it once the module has loaded for the page being opened
 * (never when it only warms the module for a later visit), so the page's first reads start then rather than
 * after the host's shell has hydrated and the module first renders (the dashboard's; under Unreleased in
 * shared/CHANGELOG.md).
 */
export type Exposed<T> = T & { buildId: string; prefetch?: () => void };

export type RemoteModuleId = keyof RemoteModules;
export type RemoteExportName<Id extends RemoteModuleId> = Exclude<keyof RemoteModules[Id], 'buildId' | 'prefetch'> & string;

/** The `exposes` map each remote's rspack config uses: "./FeaturedBooks" -> source file. */
export type ExposesOf<R extends RemoteName> = {
  [Id in RemoteModuleId as Id extends `${R}/${infer E}` ? `./${E}` : never]: string;
};
