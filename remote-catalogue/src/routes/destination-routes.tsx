import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@wanderpages/shared';
import { CONTINENTS } from '../data/continents';
import { REGIONS } from '../data/regions';
import { ContinentPage } from '../pages/continent-page';
import { RegionPage } from '../pages/region-page';

/** Under /destinations/*: relative paths, so the host decides the prefix. */
export function DestinationRoutes() {
  return (
    <Routes>
      {CONTINENTS.map((continent) => (
        <Route key={continent.slug} path={continent.slug} element={<ContinentPage continent={continent} />} />
      ))}
      {REGIONS.map((region) => (
        <Route key={region.slug} path={`regions/${region.slug}`} element={<RegionPage region={region} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
