import { project } from '../jest/project.mjs';

const base = project(import.meta.dirname, { displayName: 'supabase', environment: 'node' });
const swc = base.transform['^.+\\.(t|j)sx?$'];

// PGlite's CommonJS build (index.cjs) loads Node built-ins with dynamic import(), which jest's VM refuses
// without --experimental-vm-modules. Letting SWC compile it turns those into require() calls.
export default {
  ...base,
  transform: { ...base.transform, '^.+\\.cjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(jose|@supabase|sonner|@electric-sql)/)'],
};
