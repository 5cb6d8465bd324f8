/**
 * Points a built page at the host's start gate (src/gate, docs/decisions/037-scripts-start-on-intent.md): the
 * entry script the bundler wrote becomes the gate's, with the entry's address in data-entry for the gate to load
 * on the visitor's first intent.
 */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="(\/main\.[0-9a-f]+\.js)"><\/script>/;
const GATE_FILE = /^gate\.[0-9a-f]+\.js$/;

/** The gate's file among a dist folder's files (one build writes exactly one). */
export function gateFileIn(files: readonly string[]): string {
  const gates = files.filter((file) => GATE_FILE.test(file));
  if (gates.length !== 1) throw new Error(`expected one gate.<hash>.js in the host's dist/, found ${gates.length}`);
  return gates[0] as string;
}

export function withStartGate(template: string, gateFile: string): string {
  const match = ENTRY_SCRIPT.exec(template);
  if (!match) throw new Error('index.html has no <script defer src="/main.<hash>.js"> (is it prerendered already? rebuild the host)');
  return template.replace(match[0], () => `<script defer src="/${gateFile}" data-entry="${match[1]}"></script>`);
}
