/** The root jest config: one project per workspace, each described in its own jest.config.mjs. */
export default {
  // One worker: the projects that talk to the embedded backend share one (jest runs a global setup once per
  // path: jest/backend-global-setup.ts), and some of their tests empty or count a whole table (the admin's
  // counters, the export, the messages) while others read back the rows they wrote. In one worker the files run
  // one after another. (On CI's two cores jest's default was one worker already.)
  maxWorkers: 1,
  projects: [
    '<rootDir>/shared',
    '<rootDir>/supabase',
    '<rootDir>/host',
    '<rootDir>/remote-catalogue',
    '<rootDir>/remote-engagement',
    '<rootDir>/remote-admin',
  ],
};
