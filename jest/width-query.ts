/**
 * Whether a CSS width media query holds at a viewport `width` px wide: jsdom lays nothing out and has no
 * matchMedia. Reads `(min-width: …)` and `(max-width: …)` in px or em, joined by `and`; a media query's em is the
 * reader's default font size, the usual 16 px here (shared's breakpoints are in em, decision 049). `undefined` for a
 * query with no such term (a `calc()`, a feature other than width), which the caller decides about.
 */
export function widthQueryMatches(query: string, width: number): boolean | undefined {
  const terms = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em)\)/g)];
  if (terms.length === 0) return undefined;
  return terms.every(([, bound, value, unit]) => {
    const limit = Number(value) * (unit === 'em' ? 16 : 1);
    return bound === 'min' ? width >= limit : width <= limit;
  });
}
