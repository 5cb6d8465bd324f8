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

  export interface ParseConfig {
    delimiter?: string;
    newline?: string;
    quoteChar?: string;
    header?: false;
  }

  export interface ParseResult<T> {
    data: T[];
    errors: Array<{ message: string; row?: number }>;
  }

  export function parse<T = string[]>(input: string, config?: ParseConfig): ParseResult<T>;

  const Papa: { unparse: typeof unparse; parse: typeof parse };
  export default Papa;
}
