// Before the async boundary, so none of it waits for the shared chunks (React and the rest): ask for
// runtime-config.json at once, register where the remotes' manifests come from, and start fetching what this
// page's remote sections need. The first remote section depends on that chain, not on React's download.
import { provideBundlerRuntime } from './federation/provide-bundler-runtime';
import { loadManifestUrls, startConfigFetch } from './config/early-config';
import { holdInteractions } from './gate/held-interactions';
import { preloadModules, setManifestSource } from './federation/remote-registry';
import { registerRemoteInitTasks } from './federation/remote-init-tasks';
import { registerGateFetchedPreloads } from './federation/gate-fetched-preloads';
import { modulesForPath } from './routes/site-routes';

provideBundlerRuntime(); // before any remote's entry can run (decision 054)
holdInteractions(); // already on when the start gate loaded this entry (src/gate)
startConfigFetch();
registerRemoteInitTasks();
registerGateFetchedPreloads();
setManifestSource(loadManifestUrls);
preloadModules(modulesForPath(window.location.pathname));

// Async boundary: lets Module Federation negotiate the shared singletons before any of them is used. In a task of
// its own: the runtime's set-up (this script) and the negotiation with its chunk requests each take about 100 ms on
// a slow phone, and together they were the takeover's first long task (docs/decisions/039-takeover-in-short-tasks.md).
setTimeout(() => void import('./bootstrap'), 0);
