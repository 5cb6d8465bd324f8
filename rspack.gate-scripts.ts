/**
 * Writes `gate-scripts.json` into the host's build, for its start gate (host/src/gate), which fetches these files
 * beside the entry instead of one round trip after it (on a slow connection, 0.5–1 s each):
 *   - `start`: what the entry loads as soon as it runs: the chunks of its async boundary (`import('./bootstrap')`)
 *     and, through the federation's shared modules those chunks consume, each singleton's chunks (React, React DOM,
 *     the router, styled-components, shared), followed from chunk to chunk as the runtime does;
 *   - `session`: the files that hold supabase-js, for a visitor who may hold a session
 *     (docs/decisions/010-supabase-js-loaded-late.md).
 * Read from the compilation's chunk graph, not from mf-manifest.json (whose lists hold files the start does not
 * load, which would be preloads never used), so the bench's monolith (the same config without federation) gets the
 * same early fetches and the comparison stays fair.
 */
import { rspack, type RspackPluginInstance } from '@rspack/core';

type Compilation = Parameters<Parameters<Parameters<RspackPluginInstance['apply']>[0]['hooks']['thisCompilation']['tap']>[1]>[0];
type Chunk = Compilation['chunks'] extends ReadonlySet<infer C> ? C : never;

const GATE_SCRIPTS_FILE = 'gate-scripts.json'; // read by host/prerender/index.tsx
const SUPABASE_MODULE = /[\\/]node_modules[\\/]@supabase[\\/]/;

const scriptsOf = (chunks: Iterable<Chunk>) => [...new Set([...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))].sort();

/** The share key a federation provide or consume module is for: "react-dom" in "… (default) react-dom@19.3.1 = …". */
function shareKey(identifier: string): string | undefined {
  const spec = /\(default\) (\S+)/.exec(identifier)?.[1];
  return spec?.slice(0, spec.lastIndexOf('@') > 0 ? spec.lastIndexOf('@') : undefined);
}

/**
 * The chunks the entry loads as it starts: its dynamic imports' chunks, then, for each shared module a loaded chunk
 * consumes, the chunks of the host's own provider of it (the runtime resolves a consume to the provider registered
 * in the share scope, not to the consume's fallback, whose chunks differ), followed until nothing new is loaded.
 */
function startChunks(compilation: Compilation): Chunk[] {
  const { chunkGraph } = compilation;
  const found = new Set<Chunk>();
  const queue: Chunk[] = [];
  const follow = (blocks: Iterable<unknown>) => {
    for (const block of blocks) {
      for (const chunk of chunkGraph.getBlockChunkGroup(block as never)?.chunks ?? []) {
        if (found.has(chunk)) continue;
        found.add(chunk);
        queue.push(chunk);
      }
    }
  };
  const providers = new Map<string, Iterable<unknown>>();
  const entryBlocks: unknown[] = [];
  for (const chunk of compilation.chunks) {
    if (!chunk.canBeInitial()) continue;
    for (const module of chunkGraph.getChunkModules(chunk)) {
      if (module.type === 'provide-module') providers.set(shareKey(module.identifier()) ?? '', module.blocks);
    }
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) entryBlocks.push(...module.blocks);
  }
  follow(entryBlocks);
  while (queue.length > 0) {
    for (const module of chunkGraph.getChunkModules(queue.shift() as Chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const provider = providers.get(shareKey(module.identifier()) ?? '');
      follow(provider ?? module.blocks); // no provider of the host's own (the monolith has none): the fallback
    }
  }
  return [...found];
}

export class GateScriptsPlugin implements RspackPluginInstance {
  apply(compiler: Parameters<RspackPluginInstance['apply']>[0]) {
    compiler.hooks.thisCompilation.tap('GateScriptsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'GateScriptsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const session = [...compilation.chunks].filter((chunk) =>
          // The package's own code (javascript/…), not federation's provide or consume entries that name it.
          compilation.chunkGraph.getChunkModules(chunk).some((module) => module.type.startsWith('javascript/') && SUPABASE_MODULE.test(module.identifier())),
        );
        const lists = { start: scriptsOf(startChunks(compilation)), session: scriptsOf(session) };
        compilation.emitAsset(GATE_SCRIPTS_FILE, new rspack.sources.RawSource(`${JSON.stringify(lists, null, 2)}\n`));
      });
    });
  }
}
