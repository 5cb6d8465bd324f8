// One place that says how every workspace's jest project transforms TypeScript and JSX (SWC, React automatic runtime).
import path from 'node:path';

export function project(dir, { displayName, environment = 'jest-fixed-jsdom', ...rest } = {}) {
  return {
    displayName: displayName ?? path.basename(dir),
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // supabase-js and a few deps ship ESM; let SWC compile them too.
    transformIgnorePatterns: ['/node_modules/(?!(jose|@supabase|sonner|@module-federation/webpack-bundler-runtime)/)'],
    // Every project fails a test on an unexpected console.error / console.warn (see console-guard.ts).
    setupFilesAfterEnv: [
      ...(environment === 'node' ? [] : [path.join(import.meta.dirname, 'setup-dom.ts')]),
      path.join(import.meta.dirname, 'console-guard.ts'),
    ],
    ...rest,
  };
}
