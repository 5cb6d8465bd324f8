/**
 * Points a built page at the host's start gate (src/gate, docs/decisions/037-scripts-start-on-intent.md): the
 * entry script the bundler wrote becomes the gate's, with the entry's address in data-entry for the gate to load
 * on the visitor's first intent, and in data-session-scripts the files of the Supabase client, which the gate
 * fetches beside the entry when the visitor may hold a session (the client is needed at once then).
 */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="(\/main\.[0-9a-f]+\.js)"><\/script>/;
const GATE_FILE = /^gate\.[0-9a-f]+\.js$/;
const SCRIPT_FILE = /^[\w.-]+\.js$/;

/** The gate's file among a dist folder's files (one build writes exactly one). */
export function gateFileIn(files: readonly string[]): string {
  const gates = files.filter((file) => GATE_FILE.test(file));
  if (gates.length !== 1) throw new Error(`expected one gate.<hash>.js in the host's dist/, found ${gates.length}`);
  return gates[0] as string;
}

interface FederationManifest {
  shared?: Array<{ name?: string; assets?: { js?: { sync?: unknown[] } } }>;
}

/**
 * The files that provide supabase-js, from the host's mf-manifest.json (the host is the provider of the shared
 * singletons: docs/decisions/003-shared-singletons.md). A manifest without it is a build to look at.
 */
export function sessionScriptsIn(manifest: FederationManifest): string[] {
  const files = manifest.shared?.find((entry) => entry.name === '@supabase/supabase-js')?.assets?.js?.sync ?? [];
  const scripts = files.filter((file): file is string => typeof file === 'string' && SCRIPT_FILE.test(file));
  if (scripts.length === 0) throw new Error("the host's mf-manifest.json names no file for @supabase/supabase-js");
  return scripts.map((file) => `/${file}`);
}

export function withStartGate(template: string, gateFile: string, sessionScripts: readonly string[] = []): string {
  const match = ENTRY_SCRIPT.exec(template);
  if (!match) throw new Error('index.html has no <script defer src="/main.<hash>.js"> (is it prerendered already? rebuild the host)');
  const session = sessionScripts.length > 0 ? ` data-session-scripts="${sessionScripts.join(' ')}"` : '';
  return template.replace(match[0], () => `<script defer src="/${gateFile}" data-entry="${match[1]}"${session}></script>`);
}
