/** A book's page and how its place reads: tiny on purpose, since every book card imports it. */
import type { BookId } from './books';
import type { BookPlace } from './types';

export const bookPath = (id: BookId) => `/books/${id}`;

/** "Cortona, Italy"; a place named with "the" starts with a capital when it starts the text. */
export function placeLabel(place: BookPlace): string {
  const label = place.name === place.country ? place.name : `${place.name}, ${place.country}`;
  return label.charAt(0).toUpperCase() + label.slice(1);
}
