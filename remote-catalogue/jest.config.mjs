import { project } from '../jest/project.mjs';

export default project(import.meta.dirname, {
  displayName: 'remote-catalogue',
  // The map generator's test runs d3-geo, which ships ES modules for bundlers and a UMD build jest can load.
  moduleNameMapper: { '^d3-(geo|array)$': '<rootDir>/../node_modules/d3-$1/dist/d3-$1.min.js' },
});
