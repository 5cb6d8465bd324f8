/**
 * @jest-environment node
 */
import { SHELF_BOOKS } from '../data/shelf';
import { recommendBooks } from './book-recommendations';

const bookAt = (link: string) => SHELF_BOOKS.find((book) => `/books/${book.id}` === link);

describe('recommendBooks: what a chat message names, and its books', () => {
  it('"I\'m going to Kyoto in May": three books set in Kyoto, each with its author and page', () => {
    const found = recommendBooks("I'm going to Kyoto in May");
    expect(found).toMatchObject({ kind: 'place', about: 'Kyoto' });
    expect(found?.books).toHaveLength(3);
    for (const book of found?.books ?? []) {
      const catalogued = bookAt(book.link);
      expect(catalogued?.place.name).toBe('Kyoto');
      expect(book.author).toBe(catalogued?.author);
      expect(book.title).toBe(catalogued?.title);
    }
  });

  it('names a region despite a typo, and prefers books that fit a genre named too', () => {
    expect(recommendBooks('tokio')).toMatchObject({ kind: 'region', about: 'Tokyo' });
    const found = recommendBooks('Any mystery novels set in Tokyo?');
    expect(found).toMatchObject({ kind: 'region', about: 'Tokyo' });
    for (const book of found?.books ?? []) expect(bookAt(book.link)?.genre).toBe('mystery');
  });

  it('names an author by surname, a book by its title, a genre by another word for it', () => {
    expect(recommendBooks('I love Murakami')).toMatchObject({ kind: 'author', about: 'Haruki Murakami', books: [{ title: 'Norwegian Wood' }] });
    expect(recommendBooks('Have you read Norwegian Wood?')).toMatchObject({ kind: 'book', about: 'Norwegian Wood' });
    expect(recommendBooks('some poems please')).toMatchObject({ kind: 'genre', about: 'Poetry' });
    expect(recommendBooks('heading to south africa')).toMatchObject({ kind: 'place', about: 'South Africa' });
  });

  it('is null when the message names nothing the catalogue knows', () => {
    for (const message of ['Hello there', 'Books about Lisbon?', 'Something for a rainy week in Edinburgh', 'I want peace and quiet', 'what about the sun', '   ']) {
      expect(recommendBooks(message)).toBeNull();
    }
  });
});
