/**
 * Chromium keeps a `<link rel="preload" as="script">` whose fetch failed (the remote's origin unreachable for a
 * moment) and gives its error to the next script element of the same address, with no new request: measured, the
 * first script after such a preload errors at once, the second is fetched. So the federation runtime's Retry, whose
 * remote entry is exactly such a script, failed once more although the remote was back, and the reader's held
 * signup stayed unsent until a reload lost it. A failed script preload is therefore consumed at once, by a script
 * element of its own (a browser that keeps no such error fetches it again instead: one request, harmless).
 */
export function consumeWhenFailed(link: HTMLLinkElement, doc: Document = document): void {
  link.addEventListener(
    'error',
    () => {
      const script = doc.createElement('script');
      script.src = link.href;
      script.onload = script.onerror = () => script.remove();
      doc.head.append(script);
    },
    { once: true },
  );
}
