import { project } from '../jest/project.mjs';

// The contact form's tests send messages to the real embedded backend, started once for this project.
export default project(import.meta.dirname, {
  displayName: 'host',
  globalSetup: '<rootDir>/../jest/backend-global-setup.ts',
  globalTeardown: '<rootDir>/../jest/backend-global-teardown.ts',
});
