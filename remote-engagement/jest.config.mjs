import { project } from '../jest/project.mjs';

// The newsletter, chat and auth tests talk to the real embedded backend: one per jest run, shared by every project
// with this global setup, so the root config runs files in one worker (../jest.config.mjs says why).
export default project(import.meta.dirname, {
  displayName: 'remote-engagement',
  globalSetup: '<rootDir>/../jest/backend-global-setup.ts',
  globalTeardown: '<rootDir>/../jest/backend-global-teardown.ts',
});
