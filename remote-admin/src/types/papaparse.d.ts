// The part of papaparse's API this remote uses (no @types/papaparse in the workspace; see README).
declare module 'papaparse' {
  export interface UnparseConfig {
    quotes?: boolean | boolean[];
    quoteChar?: string;
    escapeChar?: string;
    delimiter?: string;
    header?: boolean;
    newline?: string;
    skipEmptyLines?: boolean | 'greedy';
    columns?: string[];
    /** true: prefix cells starting with = + - @ tab or CR with a single quote (and quote the cell). */
    escapeFormulae?: boolean | RegExp;
  }

  export interface UnparseObject {
    fields: string[];
    data: unknown[][];
  }

  export function unparse(data: UnparseObject | unknown[][] | Array<Record<string, unknown>>, config?: UnparseConfig): string;

  const Papa: { unparse: typeof unparse };
  export default Papa;
}
