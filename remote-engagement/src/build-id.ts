/**
 * The id of the build this code comes from (rspack.base.ts defines it for the browser bundle and the fragment
 * renderer alike). Exposed modules export it, so the host hydrates a fragment only with the JavaScript of the
 * same build; tests and tools that run the source directly see "source".
 */
export const BUILD_ID: string = typeof __WANDERPAGES_BUILD_ID__ === 'string' ? __WANDERPAGES_BUILD_ID__ : 'source';
