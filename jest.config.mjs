/** The root jest config: one project per workspace, each described in its own jest.config.mjs. */
export default {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/supabase',
    '<rootDir>/host',
    '<rootDir>/remote-catalogue',
    '<rootDir>/remote-engagement',
    '<rootDir>/remote-admin',
  ],
};
