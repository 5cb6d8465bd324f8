import { useContext, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import {
  esiInclude,
  includeSrc,
  PageLoader,
  useAuth,
  type RemoteExportName,
  type RemoteModuleId,
  type RemoteModules,
  type SlotContext,
} from '@wanderpages/shared';
import { exposeOf, remoteOf } from '../routes/site-routes';
import { explainLoadFailure } from './load-failure';
import { replayHeld } from '../gate/held-interactions';
import { loadExposed } from './remote-registry';
import { RemoteUnavailable } from './remote-unavailable';
import { createSlotBridge, mountSlot, releaseSlot } from './slot-root';

function exported<Id extends RemoteModuleId>(id: Id, module: RemoteModules[Id], exportName: RemoteExportName<Id>): ComponentType {
  const value = module[exportName] as unknown;
  if (typeof value !== 'function') throw new Error(`${id} does not export ${exportName}`);
  return value as ComponentType;
}

/** The host's router location and navigator and its auth state, as a remote's root is given them. */
function useSlotContext(): SlotContext {
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const auth = useAuth();
  return { location, navigator, auth };
}

export interface RemoteSlotProps<Id extends RemoteModuleId> {
  id: Id;
  exportName: RemoteExportName<Id>;
  /** Names the part of the page in the loading and failure messages ("The book catalogue"). */
  label: string;
  /** A whole page (the edge includes the fragment of the requested path) or a section of a host page. */
  kind: 'page' | 'section';
  /** Space the placeholder reserves while nothing is painted, so the page does not shift when the remote arrives. */
  minHeight?: string;
  /** No placeholder (the floating chat launcher). */
  quiet?: boolean;
  /** A page's path patterns in the host's route table (for modules of the shared 1.0 contract). */
  routePatterns?: readonly string[];
}

/** `painted`: the slot still shows the fragment the edge composed in (no script of the remote ever took it over). */
type SlotState = 'loading' | 'mounted' | { failed: string | undefined; painted: boolean };

/**
 * One remote's part of the page. The host renders an opaque element (React never touches its children) that
 * holds the remote's HTML fragment, composed into the page by the edge from the include written here at build
 * time; the remote's module then takes it over in a React root of its own (slot-root.tsx). Keeping the fragment
 * out of the host's tree means no update of the host (the auth state arriving) can discard it.
 *
 * The placeholder beside it shows only when no fragment arrived (CSS hides it otherwise) and until the module has
 * mounted. A module that fails to load, or a remote root that crashes, turns the slot into a short message with
 * Retry; the header, footer, routing and every other slot keep working.
 */
export function RemoteSlot<Id extends RemoteModuleId>({ id, exportName, label, kind, minHeight = '240px', quiet = false, routePatterns }: RemoteSlotProps<Id>) {
  const container = useRef<HTMLDivElement>(null);
  const context = useSlotContext();
  const [bridge] = useState(() => createSlotBridge(context));
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SlotState>('loading');

  // The remote's root is told when a field it reads changes; a new context object with the same fields is no change.
  useEffect(() => bridge.set(context), [bridge, context.location, context.navigator, context.auth]); // eslint-disable-line react-hooks/exhaustive-deps -- the fields above, not the object

  useEffect(() => {
    let cancelled = false;
    const element = container.current;
    const fail = (error: unknown) => {
      console.error(`${id} failed:`, error);
      if (cancelled) return;
      // What the edge painted stays: the reader may be reading it, or typing into its form (held until a Retry
      // brings the script). A root the remote rendered and then crashed is hidden instead.
      const painted = !!element && !element.dataset.takeover && element.querySelector('[data-fragment]') !== null;
      setState({ failed: undefined, painted });
      void explainLoadFailure(remoteOf(id)).then((detail) => !cancelled && detail && setState({ failed: detail, painted }));
    };
    loadExposed(id)
      .then((module) => {
        if (cancelled || !element) return;
        const buildId = (module as { buildId?: string }).buildId; // absent from modules of the shared 1.0 contract
        const patterns = routePatterns?.map((pattern) => pattern.slice(1));
        const taken = { mode: 'rendered' };
        const onTakenOver = () => {
          if (cancelled || element.dataset.takeover) return;
          // data-takeover says how (hydrated / rendered), once the root has committed: what the visitor did
          // before is done again now (src/gate/held-interactions.ts); the e2e suite and the bench read it too.
          element.dataset.takeover = taken.mode;
          replayHeld(element);
        };
        taken.mode = mountSlot(element, id, buildId, exported(id, module, exportName), bridge, { onUncaughtError: fail, onTakenOver }, patterns);
        setState('mounted');
      })
      .catch(fail);
    return () => {
      cancelled = true;
      if (element) {
        delete element.dataset.takeover;
        releaseSlot(element);
      }
    };
  }, [id, exportName, bridge, attempt, routePatterns]);

  const remote = remoteOf(id);
  // At build time the slot holds the include the edge replaces with the remote's fragment; in the browser the
  // same element keeps whatever the edge put there, since React neither compares nor sets it when hydrating.
  const include = typeof window === 'undefined' ? esiInclude(kind === 'page' ? includeSrc.page(remote) : includeSrc.section(remote, exposeOf(id))) : '';
  const placeholder: ReactNode = quiet ? null : <PageLoader label={`Loading ${label.toLowerCase()}…`} minHeight={minHeight} />;

  const failed = typeof state === 'object' ? state : undefined;
  const unavailable = failed && (
    <RemoteUnavailable
      remote={remote}
      label={label}
      detail={failed.failed}
      // Beside painted content, a notice above it; in place of the content, a box of the content's size.
      minHeight={failed.painted ? undefined : minHeight}
      onRetry={() => {
        setState('loading');
        setAttempt((n) => n + 1);
      }}
    />
  );

  return (
    <div data-remote-slot={id}>
      {failed?.painted && unavailable}
      <div ref={container} data-slot-content="" hidden={!!failed && !failed.painted} dangerouslySetInnerHTML={{ __html: include }} suppressHydrationWarning />
      {state === 'loading' && placeholder && <div data-slot-placeholder="">{placeholder}</div>}
      {failed && !failed.painted && unavailable}
    </div>
  );
}
