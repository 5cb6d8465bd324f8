import { createConfig, type AppOptions, type BuildOptions } from '../rspack.base';

export const app: AppOptions = { app: 'host', name: 'host', port: 3000, title: 'Wanderpages — Books that capture places' };

export default (build?: BuildOptions) => createConfig(app, build);
