// The public surface of @wanderpages/shared. Federated as a singleton: every app gets this one instance.
export { tokens, coverColors, type Tokens, type CoverColor } from './theme/tokens';
export { GlobalStyle } from './theme/global-style';
export { WanderpagesThemeProvider } from './theme/theme-provider';
export { Button, ButtonLink, ButtonAnchor, type ButtonVariant } from './ui/button';
export { Container, Section, SectionTitle, SectionLead, Grid, Card, VisuallyHidden } from './ui/layout';
export { PageLoader } from './ui/page-loader';
export { PageBand, type PageBandProps } from './ui/page-band';
export { PageOpeningEnd } from './ui/page-opening-end';
export { PageAnnouncer } from './ui/page-announcer';
export { Breadcrumb, BackLink, type Crumb, type BackTarget } from './ui/breadcrumb';
export { TextField, TextAreaField, SelectField, type TextFieldProps, type TextAreaFieldProps, type SelectFieldProps } from './ui/text-field';
export { EmptyState } from './ui/empty-state';
export { ChipList, ChipLink, ChipAnchor } from './ui/chip';
export { focusRing, FOCUS_RING } from './ui/focus-ring';
export { useDocumentTitle, documentTitle, SITE_NAME, SITE_DESCRIPTION, type DocumentMeta } from './hooks/use-document-title';
export { SlotProviders, PENDING_AUTH, slotIdPrefix, type SlotContext } from './federation/slot-providers';
export { NotFoundPage } from './not-found/not-found-page';
export {
  REMOTE_NAMES,
  type RemoteName,
  type RemoteModules,
  type RemoteModuleId,
  type RemoteExportName,
  type ExposesOf,
  type Exposed,
} from './contracts/remotes';
export { SHARED_VERSION } from './contracts/version';
export type {
  CatalogueSearch,
  CatalogueSearchKind,
  CatalogueSearchResult,
  CatalogueRecommendation,
  BookRecommendation,
  SearchBoxProps,
} from './contracts/search';
export {
  ADDRESS_HAS_QUERY_SELECTOR,
  FRAGMENT_ATTR,
  FRAGMENT_BUILD_ATTR,
  includeSrc,
  esiInclude,
  type FragmentManifest,
} from './contracts/fragments';
export { emitEvent, onEvent, type WanderpagesEvents, type WanderpagesEventName } from './contracts/events';
export { PRIVATE_VIEW, STORED_SESSION } from './contracts/session';
export {
  parseRuntimeConfig,
  fetchRuntimeConfig,
  RuntimeConfigError,
  type RuntimeConfig,
} from './config/runtime-config';
export {
  configureSupabase,
  failSupabaseConfiguration,
  getSupabase,
  isSupabaseConfigured,
  warmSupabase,
} from './supabase/client';
export { AuthProvider } from './auth/auth-provider';
export { SiteProviders } from './providers/site-providers';
export { AuthContext, type AuthState, type AuthStatus } from './auth/auth-context';
export { useAuth } from './auth/use-auth';
export { fetchIsAdmin } from './auth/admin-api';
export { endRejectedSession } from './auth/rejected-session';
export { Toaster } from './toast/toaster';
export { notify, type ToastMessage, type ToastVariant } from './toast/notify';
export { SIGNUP_SOURCES, UNIQUE_VIOLATION, type SignupSource, type NewsletterSignup } from './types/newsletter';
export { mountStandalone } from './standalone/mount-standalone';
