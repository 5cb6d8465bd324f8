/** Bodies nested deeper than this are refused (400): no row or user needs it, and deep JSON costs stack later. */
export const MAX_JSON_DEPTH = 32;

/** How deep arrays and objects nest in a parsed JSON value, without recursion (so any depth is safe to measure). */
export function jsonDepth(value: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (typeof item !== 'object' || item === null) continue;
    max = Math.max(max, depth + 1);
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return max;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The value with each unpaired surrogate in its strings and keys replaced by U+FFFD, as GoTrue's Go JSON decoder
 * does: Postgres json cannot hold one (`"\ud800"` in a signup's metadata was a 500). Recursive: call it after
 * jsonDepth has bounded the depth.
 */
export function withWellFormedStrings(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\uFFFD');
  if (Array.isArray(value)) return value.map(withWellFormedStrings);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key.replace(LONE_SURROGATE, '\uFFFD'), withWellFormedStrings(child)]));
  }
  return value;
}

/** Does any string (key or value) in a parsed JSON value contain NUL, which Postgres text cannot hold? */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\0')) return true;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\0')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}
