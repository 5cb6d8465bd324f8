/**
 * Writes `session-scripts.json` into the host's build: the script files that hold supabase-js, which the start gate
 * fetches beside the entry for a visitor who may hold a session (docs/decisions/010-supabase-js-loaded-late.md).
 * Read from the compilation's chunks rather than from mf-manifest.json, so the bench's monolith (the same config
 * without federation) gets the same early fetch and the comparison stays fair.
 */
import { rspack, type RspackPluginInstance } from '@rspack/core';

const SESSION_SCRIPTS_FILE = 'session-scripts.json'; // read by host/prerender/index.tsx
const SUPABASE_MODULE = /[\\/]node_modules[\\/]@supabase[\\/]/;

export class SessionScriptsPlugin implements RspackPluginInstance {
  apply(compiler: Parameters<RspackPluginInstance['apply']>[0]) {
    compiler.hooks.thisCompilation.tap('SessionScriptsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SessionScriptsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = new Set<string>();
        for (const chunk of compilation.chunks) {
          const modules = compilation.chunkGraph.getChunkModules(chunk);
          // The package's own code (javascript/…), not federation's provide or consume entries that name it.
          if (!modules.some((module) => module.type.startsWith('javascript/') && SUPABASE_MODULE.test(module.identifier()))) continue;
          for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        compilation.emitAsset(SESSION_SCRIPTS_FILE, new rspack.sources.RawSource(`${JSON.stringify([...files].sort())}\n`));
      });
    });
  }
}
