import { project } from '../jest/project.mjs';

// The dashboard's tests talk to the real embedded backend (started once per jest run by the global setup).
export default project(import.meta.dirname, {
  displayName: 'remote-admin',
  globalSetup: '<rootDir>/../jest/backend-global-setup.ts',
  globalTeardown: '<rootDir>/../jest/backend-global-teardown.ts',
});
