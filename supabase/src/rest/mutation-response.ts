/** The response to a POST, PATCH or DELETE, as PostgREST's Response.actionResponse builds it for each. */
import { OBJECT_MEDIA, type Prefer } from './request';
import type { Result } from './result';

export type MutationKind = 'insert' | 'update' | 'delete';

export interface MutationOutcome {
  kind: MutationKind;
  /** Rows the statement wrote (an upsert's inserted and updated ones together). */
  n: number;
  /** The rows as JSON (`[...]`), for return=representation. */
  body: string;
  /** Of n, the rows an insert added rather than updated (a merge upsert's status depends on it). */
  inserted?: number;
  /** Whether a Prefer: resolution= took effect (an insert with a conflict target), so it is reported as applied. */
  resolutionApplied?: boolean;
}

/**
 * Content-Range of a write: only an update names the rows it touched (`0-4`); an insert or a delete answers `*`
 * whatever it wrote. The total is the row count with count=exact or estimated (not planned: nothing is planned
 * for a write) and `*` otherwise. PostgREST: actionResponse passes contentRangeH `1 0` for a create and a delete,
 * `0 (n-1)` for an update; contentRangeH writes `*` for an empty or zero range.
 */
export function mutationContentRange(kind: MutationKind, n: number, prefer: Prefer): string {
  const total = prefer.count === 'exact' || prefer.count === 'estimated' ? String(n) : '*';
  const range = kind === 'update' && n > 0 ? `0-${n - 1}` : '*';
  return `${range}/${total}`;
}

/**
 * An insert is 201, except a merge upsert that inserted nothing (it only updated, or had no rows): 200, since
 * PostgREST 12 (actionResponse for MutationCreate). An update or delete is 200 with its rows, else 204.
 */
function mutationStatus(prefer: Prefer, outcome: MutationOutcome): number {
  if (outcome.kind === 'insert') return prefer.resolution === 'merge-duplicates' && (outcome.inserted ?? outcome.n) === 0 ? 200 : 201;
  return prefer.returnMode === 'representation' ? 200 : 204;
}

export function mutationResponse(prefer: Prefer, outcome: MutationOutcome, singular: boolean): Result {
  const headers: Record<string, string> = {};
  // resolution= is applied only by an insert that had a conflict target; PATCH and DELETE never report it.
  const applied = prefer.applied.filter((p) => !p.startsWith('resolution=') || outcome.resolutionApplied === true);
  if (applied.length > 0) headers['Preference-Applied'] = applied.join(', ');
  headers['Content-Range'] = mutationContentRange(outcome.kind, outcome.n, prefer);
  const status = mutationStatus(prefer, outcome);
  if (prefer.returnMode !== 'representation') return { status, headers };
  if (!singular) return { status, body: outcome.body, headers };
  return { status, body: outcome.body.slice(1, -1), headers: { ...headers, 'Content-Type': `${OBJECT_MEDIA}; charset=utf-8` } };
}
