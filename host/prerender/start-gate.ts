/**
 * Points a built page at the host's start gate (src/gate, docs/decisions/037-scripts-start-on-intent.md): the
 * entry script the bundler wrote becomes the gate's, with the entry's address in data-entry for the gate to load
 * on the visitor's first intent, and in data-session-scripts the files of the Supabase client (session-scripts.json, written by the build), which the gate
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

/**
 * The files that hold supabase-js, from the build's session-scripts.json (rspack.session-scripts.ts), as the
 * addresses the gate fetches. A list without any, or with a name that is not a script file, is a build to look at.
 */
export function sessionScriptsIn(list: unknown): string[] {
  const files = Array.isArray(list) ? list : [];
  if (files.length === 0 || !files.every((file) => typeof file === 'string' && SCRIPT_FILE.test(file))) {
    throw new Error(`session-scripts.json should list the script files that hold supabase-js; it has ${JSON.stringify(list)}`);
  }
  return (files as string[]).map((file) => `/${file}`);
}

export function withStartGate(template: string, gateFile: string, sessionScripts: readonly string[] = []): string {
  const match = ENTRY_SCRIPT.exec(template);
  if (!match) throw new Error('index.html has no <script defer src="/main.<hash>.js"> (is it prerendered already? rebuild the host)');
  const session = sessionScripts.length > 0 ? ` data-session-scripts="${sessionScripts.join(' ')}"` : '';
  return template.replace(match[0], () => `<script defer src="/${gateFile}" data-entry="${match[1]}"${session}></script>`);
}
