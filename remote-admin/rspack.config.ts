import type { ExposesOf } from '@wanderpages/shared';
import { createConfig, type AppOptions, type BuildOptions } from '../rspack.base';

// Typed against the contract in shared: a missing or misspelt expose fails typecheck.
const exposes: ExposesOf<'admin'> = {
  './AdminDashboard': './src/exposed/admin-dashboard.tsx',
};

export const app: AppOptions = { app: 'remote-admin', name: 'admin', port: 3003, title: 'Wanderpages admin', exposes };

export default (build?: BuildOptions) => createConfig(app, build);
