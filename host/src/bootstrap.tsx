import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadRuntimeConfig } from './config/load-config';

// Configures the one Supabase client from the config the entry already asked for.
loadRuntimeConfig().catch(() => undefined); // reported inside; the remote slots show Retry

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(<App />);
