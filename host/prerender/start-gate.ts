/**
 * Points a built page at the host's start gate (src/gate, docs/decisions/037-scripts-start-on-intent.md): the
 * entry script the bundler wrote becomes the gate's, with the entry's address in data-entry for the gate to load
 * on the visitor's first intent, and the files the gate fetches beside the entry (gate-scripts.json, written by the
 * build: rspack.gate-scripts.ts): in data-start-scripts what the entry loads as it starts, in data-session-scripts
 * the Supabase client's files, for a visitor who may hold a session (the client is needed at once then).
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

export interface GateScripts {
  /** What the entry loads as soon as it runs: fetched beside it. */
  start: string[];
  /** supabase-js's files: fetched beside the entry when the visitor may hold a session. */
  session: string[];
}

function scriptList(list: unknown, what: string): string[] {
  const files = Array.isArray(list) ? list : [];
  if (files.length === 0 || !files.every((file) => typeof file === 'string' && SCRIPT_FILE.test(file))) {
    throw new Error(`gate-scripts.json should list ${what}; it has ${JSON.stringify(list)}`);
  }
  return (files as string[]).map((file) => `/${file}`);
}

/**
 * The build's gate-scripts.json (rspack.gate-scripts.ts) as the addresses the gate fetches. An empty list, or a
 * name that is not a script file (it goes into an attribute), is a build to look at.
 */
export function gateScriptsIn(found: unknown): GateScripts {
  const lists = (typeof found === 'object' && found !== null ? found : {}) as Record<string, unknown>;
  return {
    start: scriptList(lists.start, 'the script files the entry loads as it starts'),
    session: scriptList(lists.session, 'the script files that hold supabase-js'),
  };
}

export function withStartGate(template: string, gateFile: string, scripts: GateScripts = { start: [], session: [] }): string {
  const match = ENTRY_SCRIPT.exec(template);
  if (!match) throw new Error('index.html has no <script defer src="/main.<hash>.js"> (is it prerendered already? rebuild the host)');
  const list = (name: string, files: readonly string[]) => (files.length > 0 ? ` data-${name}-scripts="${files.join(' ')}"` : '');
  return template.replace(match[0], () => `<script defer src="/${gateFile}" data-entry="${match[1]}"${list('start', scripts.start)}${list('session', scripts.session)}></script>`);
}
