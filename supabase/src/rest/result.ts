/** A response the REST stages produce and the handler sends. */
export interface Result {
  status: number;
  body?: string;
  headers: Record<string, string>;
}

