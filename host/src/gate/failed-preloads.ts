/**
 * Chromium keeps a `<link rel="preload" as="script">` whose fetch failed (the remote's origin unreachable for a
 * moment) and gives its error to the next script element of the same address, with no new request: measured, the
 * first script after such a preload errors at once, the second is fetched. So the federation runtime's Retry, whose
 * remote entry is exactly such a script, failed once more although the remote was back, and the reader's held
 * signup stayed unsent until a reload lost it. A failed script preload is therefore consumed at once, by a script
 * element of its own (a browser that keeps no such error fetches it again instead: one request, harmless).
 *
 * A `<link rel="preload" as="fetch">` (a remote's manifest) is kept the same way: a manifest preloaded while the
 * reader was offline gave its error to the federation runtime's fetch() once they were back, and every section of
 * the remote failed with "Failed to get manifest" (measured in Chromium, e2e/tests/gate-failure.spec.ts). It is
 * consumed by a fetch() of its own, as the runtime makes it (same address, CORS, same-origin credentials).
 */
export function consumeWhenFailed(link: HTMLLinkElement, doc: Document = document): void {
  link.addEventListener(
    'error',
    () => {
      if (link.as === 'fetch') {
        fetch(link.href).catch(() => undefined); // its answer is the failed preload's error, or a fresh copy nobody reads
        return;
      }
      const script = doc.createElement('script');
      script.src = link.href;
      script.onload = script.onerror = () => script.remove();
      doc.head.append(script);
    },
    { once: true },
  );
}
