import type { Tx } from '../db/database';
import { ident } from './build-sql';
import type { Catalog } from './catalog';
import type { ParsedQuery } from './parse-query';
import type { Prefer } from './request';

/** What a POST's Prefer: resolution= and ?on_conflict= make of its insert. */
export interface UpsertPlan {
  /** The ON CONFLICT clause to append ('' for a plain insert). */
  clause: string;
  /** Whether the resolution took effect, so Preference-Applied names it. */
  applied: boolean;
  /** A merge that counts the rows it updated (see readUpsertUpdates), to tell a 200 from a 201. */
  countsUpdates: boolean;
}

/**
 * The setting a merge upsert counts its updated rows in, transaction-local. The count comes from the DO UPDATE's
 * own WHERE, which needs no privilege: `returning (old is null)` would need SELECT on every column, and a
 * return=minimal upsert must not.
 */
const UPDATES_SETTING = 'wanderpages.upsert_updates';
const COUNT_UPDATE = `set_config('${UPDATES_SETTING}', (coalesce(nullif(current_setting('${UPDATES_SETTING}', true), ''), '0')::int + 1)::text, true) is not null`;

/**
 * As PostgREST: the conflict target is ?on_conflict=, else the table's primary key; with neither (a view, a table
 * without a key) the resolution is ignored and the rows are simply inserted. ignore-duplicates (and a merge with no
 * columns to set) skips rows that conflict on the target only, so a unique violation elsewhere is still a 409.
 */
export function upsertPlan(table: string, columns: string[], query: ParsedQuery, prefer: Prefer, catalog: Catalog): UpsertPlan {
  const target = query.onConflict?.map((c) => catalog.column(table, c)) ?? catalog.primaryKey(table);
  if (!prefer.resolution || target.length === 0) return { clause: '', applied: false, countsUpdates: false };
  const conflict = ` on conflict (${target.map(ident).join(', ')})`;
  if (prefer.resolution === 'ignore-duplicates' || columns.length === 0) return { clause: `${conflict} do nothing`, applied: true, countsUpdates: false };
  const sets = columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ');
  return { clause: `${conflict} do update set ${sets} where ${COUNT_UPDATE}`, applied: true, countsUpdates: true };
}

/** Before a counting merge: no row updated yet. */
export async function resetUpsertUpdates(tx: Tx): Promise<void> {
  await tx.query(`select set_config('${UPDATES_SETTING}', '0', true)`);
}

/** After it: how many rows its DO UPDATE changed (the others of its count were inserted). */
export async function readUpsertUpdates(tx: Tx): Promise<number> {
  const result = await tx.query<{ n: number }>(`select coalesce(nullif(current_setting('${UPDATES_SETTING}', true), ''), '0')::int as n`);
  return result.rows[0]?.n ?? 0;
}
