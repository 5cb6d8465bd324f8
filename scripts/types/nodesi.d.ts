// nodesi ships no types: the part of its API the edge composer uses.
declare module 'nodesi' {
  interface NodesiResponse {
    status: number;
    statusText: string;
    text(): Promise<string>;
  }
  interface NodesiConfig {
    baseUrl?: string;
    allowedHosts?: string[];
    maxDepth?: number;
    httpClient?: (url: string, options: Record<string, unknown>) => Promise<NodesiResponse>;
    onError?: (src: string, error: unknown) => string | undefined;
    logTo?: { write(message: string): unknown };
  }
  interface Nodesi {
    process(html: string, options?: Record<string, unknown>): Promise<string>;
  }
  function ESI(config?: NodesiConfig): Nodesi;
  export default ESI;
}
