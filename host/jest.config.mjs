import { project } from '../jest/project.mjs';

// The contact form's tests send messages to the real embedded backend: one per jest run, shared by every project
// with this global setup, so the root config runs files in one worker (../jest.config.mjs says why).
export default project(import.meta.dirname, {
  displayName: 'host',
  globalSetup: '<rootDir>/../jest/backend-global-setup.ts',
  globalTeardown: '<rootDir>/../jest/backend-global-teardown.ts',
  // The hero map generator's test runs d3-geo, which ships ES modules for bundlers and a UMD build jest can load.
  moduleNameMapper: { '^d3-(geo|array)$': '<rootDir>/../node_modules/d3-$1/dist/d3-$1.min.js' },
});
