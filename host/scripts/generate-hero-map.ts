/** `npm run generate`: writes src/pages/generated/hero-map.ts (`--check` only compares). */
import path from 'node:path';
import { writeOrCheck } from '../../scripts/lib/generated-module';
import { renderHeroMapModule } from './hero-map-module';

writeOrCheck(path.join(__dirname, '..', 'src', 'pages', 'generated', 'hero-map.ts'), renderHeroMapModule());
