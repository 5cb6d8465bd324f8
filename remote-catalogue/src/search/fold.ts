/**
 * How search compares words: accents folded (Kyōto → kyoto, Høeg → hoeg), case ignored, and the small words
 * that carry no meaning in a title or a question left out. The index and every query go through the same fold.
 */

/** Letters that Unicode does not decompose into a base letter and a mark. */
const SPECIAL_LETTERS: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ı: 'i', þ: 'th' };

export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæœßłđıþ]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter);
}

/** Words too common to find anything by (in titles, places and chat messages alike). */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'de', 'di', 'for', 'from', 'in', 'into', 'is', 'it', 'its',
  'of', 'on', 'or', 'the', 'to', 'with',
]);

/** Words and punctuation: letters and digits of any script form a word (so "number9dream" stays one). */
function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** The words of a name or a title that identify it. */
export function keyWords(text: string): string[] {
  return words(text).filter((word) => !STOP_WORDS.has(word));
}
