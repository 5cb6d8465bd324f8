import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { PageLoader, type RemoteExportName, type RemoteModuleId, type RemoteModules } from '@wanderpages/shared';
import { loadedExposed, loadExposed, remoteOf } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

function exported<Id extends RemoteModuleId>(id: Id, module: RemoteModules[Id], exportName: RemoteExportName<Id>): ComponentType {
  const value = module[exportName] as unknown;
  if (typeof value !== 'function') throw new Error(`${id} does not export ${exportName}`);
  return value as ComponentType;
}

interface RemoteModuleProps<Id extends RemoteModuleId> {
  id: Id;
  exportName: RemoteExportName<Id>;
  placeholder: ReactNode;
}

/**
 * Loads one exposed module and renders it. Loading is component state, not React.lazy: a module that is already
 * loaded (preloaded for this page) renders in the first render, and one that arrives later is shown by a plain
 * state update, the moment it arrives. (React spaces the reveal of a Suspense boundary's content 300 ms after any
 * fallback, which held the admin dashboard back for no reason.) A load error is thrown in render, so the slot's
 * error boundary shows Retry; Retry remounts this component, which loads afresh.
 */
function RemoteModule<Id extends RemoteModuleId>({ id, exportName, placeholder }: RemoteModuleProps<Id>) {
  const [loaded, setLoaded] = useState<{ Component: ComponentType } | undefined>(() => {
    const ready = typeof window === 'undefined' ? undefined : loadedExposed(id);
    return ready ? { Component: exported(id, ready, exportName) } : undefined;
  });
  const [failure, setFailure] = useState<{ error: unknown }>();

  useEffect(() => {
    if (loaded) return;
    let cancelled = false;
    loadExposed(id)
      .then((module) => exported(id, module, exportName))
      .then(
        (Component) => !cancelled && setLoaded({ Component }),
        (error: unknown) => !cancelled && setFailure({ error }),
      );
    return () => {
      cancelled = true;
    };
  }, [id, exportName, loaded]);

  if (failure) throw failure.error;
  // In the build-time prerender (no window, no effects) this is what is written: the placeholder.
  if (!loaded) return <>{placeholder}</>;
  return <loaded.Component />;
}

export interface RemoteSlotProps<Id extends RemoteModuleId> {
  id: Id;
  exportName: RemoteExportName<Id>;
  /** Names the part of the page in the loading and failure messages ("The book catalogue"). */
  label: string;
  /** Space reserved while loading, so the page does not shift when the remote arrives. */
  minHeight?: string;
  /** What to show while loading (default: a labelled placeholder). */
  loading?: ReactNode;
}

/**
 * Mounts one exposed module of a remote inside its own error boundary and Suspense fallback (for what the remote
 * itself loads lazily), with the same placeholder while the module loads.
 */
export function RemoteSlot<Id extends RemoteModuleId>({ id, exportName, label, minHeight = '240px', loading }: RemoteSlotProps<Id>) {
  const [attempt, setAttempt] = useState(0);
  const placeholder = loading ?? <PageLoader label={`Loading ${label.toLowerCase()}…`} minHeight={minHeight} />;
  return (
    <RemoteErrorBoundary
      key={attempt}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => <RemoteUnavailable remote={remoteOf(id)} label={label} onRetry={retry} minHeight={minHeight} />}
    >
      <Suspense fallback={placeholder}>
        <RemoteModule id={id} exportName={exportName} placeholder={placeholder} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
