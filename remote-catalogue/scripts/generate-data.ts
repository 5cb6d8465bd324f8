/**
 * `npm run generate -w @wanderpages/remote-catalogue`: writes src/data/generated/*.ts, the maps and the shelf's
 * title order (`--check` only compares).
 */
import path from 'node:path';
import { writeOrCheck } from '../../scripts/lib/generated-module';
import { MAP_MODULES, renderMapsModule } from './maps-module';
import { renderTitleOrderModule, TITLE_ORDER_MODULE } from './title-order-module';

const generated = (module: string) => path.join(__dirname, '..', 'src', 'data', 'generated', `${module}.ts`);

for (const module of MAP_MODULES) writeOrCheck(generated(module), renderMapsModule(module));
writeOrCheck(generated(TITLE_ORDER_MODULE), renderTitleOrderModule());
