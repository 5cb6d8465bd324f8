import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { PageLoader, type RemoteExportName, type RemoteModuleId, type RemoteModules } from '@wanderpages/shared';
import { loadedExposed, loadExposed, manifestGeneration, remoteOf } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

const lazyCache = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * In the build-time prerender (no window) a remote is never loaded: its slot is written as its loading
 * placeholder, and the browser fills it in.
 */
const NotOnTheServer = lazy(() => new Promise<{ default: ComponentType }>(() => undefined));

/** One lazy component per module and attempt: stable across renders, fresh for each Retry. */
function lazyRemote<Id extends RemoteModuleId>(id: Id, exportName: RemoteExportName<Id>, attempt: number) {
  if (typeof window === 'undefined') return NotOnTheServer;
  const key = `${id}#${manifestGeneration()}#${attempt}`;
  let component = lazyCache.get(key);
  if (!component) {
    const pick = (module: RemoteModules[Id]) => {
      const exported = module[exportName] as unknown;
      if (typeof exported !== 'function') throw new Error(`${id} does not export ${exportName}`);
      return { default: exported as ComponentType };
    };
    component = lazy(() => {
      // Loaded already (preloaded for this page): a thenable that answers at once lets React render the remote
      // in this very render, without showing the fallback first.
      const ready = attempt === 0 ? loadedExposed(id) : undefined;
      if (ready) {
        const value = pick(ready);
        return { then: (onFulfilled: (v: typeof value) => unknown) => onFulfilled(value) } as unknown as Promise<typeof value>;
      }
      return loadExposed(id).then(pick);
    });
    lazyCache.set(key, component);
  }
  return component;
}

export interface RemoteSlotProps<Id extends RemoteModuleId> {
  id: Id;
  exportName: RemoteExportName<Id>;
  /** Names the part of the page in the loading and failure messages ("The book catalogue"). */
  label: string;
  /** Space reserved while loading, so the page does not shift when the remote arrives. */
  minHeight?: string;
  /** What to show while loading (default: a labelled placeholder). */
  loading?: React.ReactNode;
}

/** Mounts one exposed module of a remote inside its own error boundary and Suspense fallback. */
export function RemoteSlot<Id extends RemoteModuleId>({ id, exportName, label, minHeight = '240px', loading }: RemoteSlotProps<Id>) {
  const [attempt, setAttempt] = useState(0);
  const Remote = lazyRemote(id, exportName, attempt);
  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => <RemoteUnavailable remote={remoteOf(id)} label={label} onRetry={retry} minHeight={minHeight} />}
    >
      <Suspense fallback={loading ?? <PageLoader label={`Loading ${label.toLowerCase()}…`} minHeight={minHeight} />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
