/**
 * Connections the site treats as slow or metered (the Network Information API's `saveData` and `effectiveType`),
 * named for a test's title: where nothing is warmed while idle, and a link's hover or focus still warms its remote.
 */
export const SLOW_OR_METERED_CONNECTIONS: [name: string, connection: { saveData?: boolean; effectiveType: string }][] = [
  ['data saving on', { saveData: true, effectiveType: '4g' }],
  ['2G', { effectiveType: '2g' }],
  ['slow 2G', { effectiveType: 'slow-2g' }],
  ['3G', { effectiveType: '3g' }],
];
