/**
 * Other words readers use for the catalogue's places: demonyms ("scottish" for Scotland), older or other names
 * ("Bombay", "Turkey"), and what a country is part of. Keyed by the name as the data spells it (a country,
 * region, continent or a book's place); search indexes these words with the place, so "scottish" finds the
 * Highlands books and "turkey" finds Türkiye's.
 */
export const PLACE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  // Continents
  Europe: ['european'],
  Asia: ['asian'],
  Americas: ['america', 'american', 'latin america', 'south america'],
  Africa: ['african'],
  // Countries
  England: ['english', 'britain', 'british', 'uk'],
  Scotland: ['scottish', 'scots', 'britain', 'british', 'uk'],
  Ireland: ['irish'],
  Italy: ['italian'],
  France: ['french'],
  Spain: ['spanish'],
  Greece: ['greek'],
  Türkiye: ['turkey', 'turkish'],
  Denmark: ['danish', 'nordic', 'scandinavia', 'scandinavian'],
  Sweden: ['swedish', 'nordic', 'scandinavia', 'scandinavian'],
  Russia: ['russian'],
  Croatia: ['croatian', 'balkans'],
  Japan: ['japanese'],
  India: ['indian'],
  China: ['chinese'],
  Malaysia: ['malaysian'],
  Singapore: ['singaporean'],
  Indonesia: ['indonesian'],
  'United States': ['usa', 'america', 'american'],
  Colombia: ['colombian'],
  Chile: ['chilean'],
  Argentina: ['argentine', 'argentinian'],
  Peru: ['peruvian'],
  Jamaica: ['jamaican'],
  'Trinidad and Tobago': ['trinidadian'],
  'Saint Lucia': ['st lucia'],
  Kenya: ['kenyan'],
  Nigeria: ['nigerian'],
  Tanzania: ['tanzanian'],
  'South Africa': ['south african'],
  Botswana: ['botswanan'],
  Morocco: ['moroccan'],
  Algeria: ['algerian'],
  // Regions and places
  Tuscany: ['tuscan'],
  Provence: ['provencal'],
  'Scottish Highlands': ['highland'],
  Caribbean: ['west indies'],
  Mumbai: ['bombay'],
  Istanbul: ['constantinople'],
  Venice: ['venetian'],
  Rome: ['roman'],
  Sicily: ['sicilian'],
  Paris: ['parisian'],
  Kyoto: ['heian'],
};

/** The aliases of a place text and of each of its parts ("Argentina and Chile": Argentina's and Chile's). */
export function aliasesOf(...names: readonly string[]): string[] {
  const parts = new Set(names.flatMap((name) => [name, ...name.split(/, | and /)]));
  return [...parts].flatMap((part) => PLACE_ALIASES[part] ?? []);
}
