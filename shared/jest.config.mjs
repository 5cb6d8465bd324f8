import { project } from '../jest/project.mjs';

// The auth context is tested against the real embedded backend, started once for this project.
export default project(import.meta.dirname, {
  displayName: 'shared',
  globalSetup: '<rootDir>/../jest/backend-global-setup.ts',
  globalTeardown: '<rootDir>/../jest/backend-global-teardown.ts',
});
