import { project } from '../jest/project.mjs';

// The dashboard's tests talk to the real embedded backend: one per jest run, shared by every project with this
// global setup, so the root config runs files in one worker (../jest.config.mjs says why).
export default project(import.meta.dirname, {
  displayName: 'remote-admin',
  globalSetup: '<rootDir>/../jest/backend-global-setup.ts',
  globalTeardown: '<rootDir>/../jest/backend-global-teardown.ts',
});
