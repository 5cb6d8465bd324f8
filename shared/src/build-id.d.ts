/** Set by rspack.base.ts (DefinePlugin) in every production and development build: the id of that build. */
declare const __WANDERPAGES_BUILD_ID__: string | undefined;
