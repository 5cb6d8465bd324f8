import type { ExposesOf } from '@wanderpages/shared';
import { createConfig, type AppOptions, type BuildOptions } from '../rspack.base';

// Typed against the contract in shared: a missing or misspelt expose fails typecheck.
const exposes: ExposesOf<'engagement'> = {
  './AuthPage': './src/exposed/auth-page.tsx',
  './NewsletterSection': './src/exposed/newsletter-section.tsx',
  './ChatWidget': './src/exposed/chat-widget.tsx',
};

export const app: AppOptions = { app: 'remote-engagement', name: 'engagement', port: 3002, title: 'Wanderpages engagement', exposes };

export default (build?: BuildOptions) => createConfig(app, build);
