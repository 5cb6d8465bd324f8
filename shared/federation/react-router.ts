/**
 * The react-router API the federation shares, as the singleton behind both `react-router` and `react-router-dom`
 * (rspack.base.ts points their `shared[…].import` here).
 *
 * Why a curated module: a shared module is built whole, because the host cannot know which exports a remote
 * deployed later will use. react-router 7's package entry also carries the data routers, the server runtime and
 * its cookie and session helpers, so sharing the package itself put 59 KB gzip on every page's critical path. The
 * apps use the declarative router (`<BrowserRouter>`, `<Routes>`); this list is that API, and only its code is
 * built into the shared chunk. Still one copy for the whole federation, versioned as the installed package.
 *
 * Adding an export: add it here. ESLint reads this list (eslint.config.mjs) and refuses an import of any other
 * name from react-router or react-router-dom in app code, so a remote cannot build against a name the host's
 * shared copy does not provide.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Router,
  UNSAFE_NavigationContext,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  resolvePath,
} from '@wanderpages/react-router-impl';
export type {
  LinkProps,
  NavLinkProps,
  NavigateOptions,
  NavigateFunction,
  Location,
  Navigator,
  Params,
  PathMatch,
  RouteObject,
  To,
} from '@wanderpages/react-router-impl';
