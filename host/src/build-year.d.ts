/** Set by rspack.base.ts (DefinePlugin) in every build, the same in the browser bundle and in the prerender. */
declare const __WANDERPAGES_BUILD_YEAR__: number | undefined;
