import { tokens } from '@wanderpages/shared';
// The veil is the band's own constant, read from its module: no remote needs it at runtime, so shared's index does not export it.
import { PAGE_BAND_VEIL } from '../../../shared/src/ui/page-band';
import { MAP_NEIGHBOURS_ALPHA, MAP_SEA_ALPHA } from '../components/page-map';
import { CONTINENTS } from '../data/continents';
import { REGIONS } from '../data/regions';
import { contrast, mix } from './colour';

/**
 * WCAG 1.4.11 for the labelled page maps (components/page-map.tsx, map-marker.tsx, page-frame.tsx): the
 * continent's shape stands out from the sea, and the place's marker (an ink dot in a white ring) from every colour
 * it can sit on. The hero's colours are composited as the browser paints them: each gradient swatch under the
 * hero's dark veil, under the map's own faint sea, from the very values the components draw with.
 */
const swatches = [...new Set([...CONTINENTS, ...REGIONS].flatMap((page) => page.gradient))];

describe.each(swatches)('on a hero with the %s swatch', (swatch) => {
  const sea = mix(mix(tokens.cover[swatch], PAGE_BAND_VEIL.colour, PAGE_BAND_VEIL.alpha), tokens.color.white, MAP_SEA_ALPHA);
  const neighbours = mix(sea, tokens.color.white, MAP_NEIGHBOURS_ALPHA);
  const grounds = { sea, neighbours, continent: tokens.color.sand, 'shaded country': tokens.color.gold };

  it('the continent stands out from the sea by 3:1 or more', () => {
    expect(contrast(tokens.color.sand, sea)).toBeGreaterThanOrEqual(3);
  });

  it.each(Object.entries(grounds))('the marker stands out from the %s by 3:1 or more (its dot or its ring)', (_name, ground) => {
    expect(Math.max(contrast(tokens.color.ink, ground), contrast(tokens.color.white, ground))).toBeGreaterThanOrEqual(3);
  });
});
