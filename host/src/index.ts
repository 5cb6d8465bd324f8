// Ask for runtime-config.json at once, in parallel with the shared chunks the async boundary below waits for:
// the remotes' manifests, and so the first remote section, depend on it.
import { startConfigFetch } from './config/early-config';

startConfigFetch();

// Async boundary: lets Module Federation negotiate the shared singletons before any of them is used.
import('./bootstrap');
