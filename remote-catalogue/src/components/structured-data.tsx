import { ORIGIN, type JsonLdThing } from '../data/schema-org';
import { useSiteOrigin } from '../hooks/use-site-origin';

/**
 * The thing as JSON, safe inside a `<script>` element. The HTML parser reads a script's text until `</script`, and
 * `<!--` in it changes where that end is found; JSON.stringify escapes neither. Every `<` is written as its \u
 * escape, which JSON reads back as the same character, so no text of the catalogue's (a title, a description) can
 * end the block early or start markup; `>` and `&` are harmless there but written the same way, so the block holds
 * no markup character of the catalogue's at all. Then each address's ORIGIN becomes `origin`, as it is: the edge's
 * include (markup the edge replaces, never a reader's text) or an origin, whose characters need no escape in JSON.
 */
function jsonLdText(thing: JsonLdThing, origin: string): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...thing })
    .replace(/[<>&]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replaceAll(ORIGIN, origin);
}

/**
 * One schema.org thing as a JSON-LD data block, in the page's HTML (its prerendered fragment), for search engines.
 * One block per thing. Built from the same data the page renders, so the block and the page cannot disagree. Its
 * addresses are at the site's origin (useSiteOrigin): the prerendered block names the edge's include, the browser
 * the origin the edge wrote into the page, so once composed the block is the same text on both sides of hydration
 * and hydration adopts the painted block as it is. A data block is not a script: the Content-Security-Policy
 * (docs/decisions/026), which allows no inline script, does not apply to it and the browser runs nothing.
 */
export function StructuredData({ data }: { data: JsonLdThing }) {
  const origin = useSiteOrigin();
  // The text is set as HTML, not as a child: React would escape a child's `</script` its own way, and the block's
  // text must be exactly jsonLdText on both sides of hydration.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data, origin) }} />;
}
