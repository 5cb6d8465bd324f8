/** `npm run maps -w @wanderpages/remote-catalogue`: writes src/data/generated/*-maps.ts (`--check` only compares). */
import path from 'node:path';
import { writeOrCheck } from '../../scripts/lib/maps/module-text';
import { MAP_MODULES, renderMapsModule } from './maps-module';

for (const module of MAP_MODULES) {
  writeOrCheck(path.join(__dirname, '..', 'src', 'data', 'generated', `${module}.ts`), renderMapsModule(module));
}
