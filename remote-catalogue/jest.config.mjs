import { project } from '../jest/project.mjs';

export default project(import.meta.dirname, { displayName: 'remote-catalogue' });
