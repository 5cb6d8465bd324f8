/** Progress lines with the time since the bench started, so a person watching knows it is alive. */
const started = performance.now();

function elapsed(): string {
  const s = Math.round((performance.now() - started) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function progress(message: string): void {
  console.log(`[bench ${elapsed()}] ${message}`);
}

export function benchSeconds(): number {
  return (performance.now() - started) / 1000;
}
