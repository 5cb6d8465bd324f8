import { project } from '../jest/project.mjs';

// The newsletter, chat and auth tests talk to the real embedded backend, started once for this project.
export default project(import.meta.dirname, {
  displayName: 'remote-engagement',
  globalSetup: '<rootDir>/../jest/backend-global-setup.ts',
  globalTeardown: '<rootDir>/../jest/backend-global-teardown.ts',
});
