import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadRuntimeConfig } from './config/load-config';
import { exposesForPath } from './federation/remote-for-path';
import { preloadExposes, setManifestSource } from './federation/remote-registry';

// Start fetching the config now, in parallel with the first render: the shell needs nothing from it.
setManifestSource(async () => (await loadRuntimeConfig()).remotes);
loadRuntimeConfig().catch(() => undefined); // reported inside; the remote slots show Retry
preloadExposes(exposesForPath(window.location.pathname));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(<App />);
