import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@wanderpages/shared';
import { HistoryPage } from '../pages/history-page';
import { LiteraryFictionPage } from '../pages/literary-fiction-page';
import { MysteryPage } from '../pages/mystery-page';
import { PoetryPage } from '../pages/poetry-page';

/** Under /genres/*: relative paths, so the host decides the prefix. */
export function GenreRoutes() {
  return (
    <Routes>
      <Route path="mystery" element={<MysteryPage />} />
      <Route path="literary-fiction" element={<LiteraryFictionPage />} />
      <Route path="history" element={<HistoryPage />} />
      <Route path="poetry" element={<PoetryPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
