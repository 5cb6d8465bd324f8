/** An error that already knows its HTTP status, headers and JSON body (PostgREST-, GoTrue- or gateway-shaped). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }
}

/** PostgREST's error body: code, details, hint, message, with null for what is absent. */
export function postgrestError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
  headers: Record<string, string> = {},
): HttpError {
  return new HttpError(status, { code, details, hint, message }, headers);
}

/** The API gateway's (Kong's) answer when the apikey is missing or wrong, before any service sees the request. */
export function gatewayError(status: number, message: string, hint?: string): HttpError {
  return new HttpError(status, hint === undefined ? { message } : { message, hint });
}
