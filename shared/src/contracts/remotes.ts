import type { ComponentType } from 'react';

/** The three remotes, by the name each registers with the Module Federation runtime. */
export const REMOTE_NAMES = ['catalogue', 'engagement', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Every module a remote exposes, keyed by its federation id ("<remote>/<expose>"), with the named export
 * it must provide. The host may only load what is listed here; a remote must expose all of its entries.
 */
export interface RemoteModules {
  'catalogue/CatalogueRoutes': { CatalogueRoutes: ComponentType };
  'catalogue/FeaturedBooks': { FeaturedBooks: ComponentType };
  'catalogue/PopularDestinations': { PopularDestinations: ComponentType };
  'catalogue/GenreSection': { GenreSection: ComponentType };
  'engagement/AuthPage': { AuthPage: ComponentType };
  'engagement/NewsletterSection': { NewsletterSection: ComponentType };
  'engagement/ChatWidget': { ChatWidget: ComponentType };
  'admin/AdminDashboard': { AdminDashboard: ComponentType };
}

export type RemoteModuleId = keyof RemoteModules;
export type RemoteExportName<Id extends RemoteModuleId> = keyof RemoteModules[Id] & string;

/** The `exposes` map each remote's rspack config uses: "./FeaturedBooks" -> source file. */
export type ExposesOf<R extends RemoteName> = {
  [Id in RemoteModuleId as Id extends `${R}/${infer E}` ? `./${E}` : never]: string;
};
