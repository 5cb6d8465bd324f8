/**
 * Asks V8 to compile each script of a production build as it arrives, rather than each function the first time it
 * is called (docs/decisions/055-scripts-compiled-as-they-arrive.md). A page runs the scripts it loads almost
 * whole at its takeover: the federation's runtime, React DOM's hydration, the remotes' pages. Compiled lazily,
 * every function's compilation fell inside the task that first called it, on the main thread; with the hint V8
 * compiles the file on a background thread while it streams in, and the main thread only finishes the result.
 * The comment must be the file's first line (Chromium 136 and later read it; other engines see a comment).
 */
import { rspack, type RspackPluginInstance } from '@rspack/core';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export class CompileHintsPlugin implements RspackPluginInstance {
  apply(compiler: Parameters<RspackPluginInstance['apply']>[0]) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // After minification, which drops comments, and before the source maps are written, which then count the line.
      const stage = rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage }, () => {
        for (const chunk of compilation.chunks) {
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new rspack.sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        }
      });
    });
  }
}
