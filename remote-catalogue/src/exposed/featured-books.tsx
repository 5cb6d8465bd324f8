import { BookGrid } from '../components/book-card';
import { CatalogueSection } from '../components/catalogue-section';
import { FEATURED_BOOK_IDS } from '../data/home';

export { BUILD_ID as buildId } from '../build-id';

/** Home: four featured books, under the anchor #featured-books (a stable target for in-page links). */
export function FeaturedBooks() {
  return (
    <CatalogueSection
      id="featured-books"
      title="Featured Mediterranean classics"
      lead="Sun, sea and long lunches: four books that bring the Mediterranean to your armchair."
    >
      <BookGrid ids={FEATURED_BOOK_IDS} />
    </CatalogueSection>
  );
}
