import { postgrestError, type HttpError } from '../http/errors';

/** The filter operators served; PostgREST's others (fts, cs, cd, ov, sl, ...) answer PGRST100. */
export const OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'in', 'is'] as const;
export type Operator = (typeof OPERATORS)[number];

export type Filter =
  | { kind: 'condition'; column: string; operator: Operator; negate: boolean; value: string | string[] }
  | { kind: 'group'; join: 'and' | 'or'; negate: boolean; items: Filter[] };

export interface SelectItem {
  column: string;
  alias?: string;
  cast?: string;
}

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

export interface ParsedQuery {
  /** null means `*`. */
  select: SelectItem[] | null;
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  columns?: string[];
  onConflict?: string[];
}

const CASTS = new Set(['text', 'int', 'integer', 'bigint', 'numeric', 'boolean', 'json', 'jsonb', 'date', 'timestamptz', 'uuid']);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$]*$/;

function filterError(text: string, details: string): HttpError {
  return postgrestError(400, 'PGRST100', `"failed to parse filter (${text})" (line 1, column 1)`, details);
}

function parseError(what: string, text: string, details: string): HttpError {
  return postgrestError(400, 'PGRST100', `"failed to parse ${what} parameter (${text})" (line 1, column 1)`, details);
}

/** Splits on commas that are not inside parentheses or double quotes. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] ?? '';
    if (ch === '\\' && quoted && i + 1 < text.length) {
      current += ch + (text[i + 1] ?? '');
      i += 1;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth += 1;
    else if (!quoted && ch === ')') depth -= 1;
    if (ch === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

function checkIdentifier(name: string, what: string, text: string): string {
  if (!IDENTIFIER.test(name)) throw parseError(what, text, `unexpected "${name}" expecting a column name`);
  return name;
}

/** `operator.value` or `not.operator.value` for one column. */
function parseOperation(column: string, text: string, original: string): Filter {
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operator = dot < 0 ? rest : rest.slice(0, dot);
  if (!(OPERATORS as readonly string[]).includes(operator)) {
    throw filterError(original, `unknown operator "${operator}": expecting one of ${OPERATORS.join(', ')}`);
  }
  if (dot < 0) throw filterError(original, `missing value after "${operator}."`);
  const raw = rest.slice(dot + 1);
  const op = operator as Operator;
  if (op === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')')) throw filterError(original, 'expecting a list in parentheses: in.(a,b)');
    const inner = raw.slice(1, -1);
    const values = inner.trim() === '' ? [] : splitTopLevel(inner).map(unquote);
    return { kind: 'condition', column, operator: op, negate, value: values };
  }
  if (op === 'is' && !['null', 'not_null', 'true', 'false', 'unknown'].includes(raw.toLowerCase())) {
    throw filterError(original, `unexpected "${raw}" expecting null, not_null, true, false or unknown`);
  }
  return { kind: 'condition', column, operator: op, negate, value: op === 'is' ? raw.toLowerCase() : unquote(raw) };
}

/** or=(…)/and=(…) nested deeper than this are refused (400 PGRST100): the parser and the SQL builder recurse. */
export const MAX_LOGIC_DEPTH = 8;

/** The inside of or=(...) / and=(...): conditions `col.op.value` and nested and(...)/or(...)/not.and(...). */
function parseLogic(join: 'and' | 'or', negate: boolean, text: string, original: string, depth = 1): Filter {
  if (depth > MAX_LOGIC_DEPTH) throw filterError(original, `logic trees nest at most ${MAX_LOGIC_DEPTH} levels`);
  if (!text.startsWith('(') || !text.endsWith(')')) throw filterError(original, 'expecting "(" and ")" around the conditions');
  const items = splitTopLevel(text.slice(1, -1)).map((part): Filter => {
    const item = part.trim();
    const group = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (group) return parseLogic(group[2] as 'and' | 'or', group[1] !== undefined, group[3] ?? '', original, depth + 1);
    const dot = item.indexOf('.');
    if (dot <= 0) throw filterError(original, `unexpected "${item}" expecting a condition column.operator.value`);
    const column = item.slice(0, dot);
    if (!IDENTIFIER.test(column)) throw filterError(original, `unexpected "${column}" expecting a column name`);
    return parseOperation(column, item.slice(dot + 1), original);
  });
  return { kind: 'group', join, negate, items };
}

function parseSelect(text: string): SelectItem[] | null {
  const parts = splitTopLevel(text).map((p) => p.trim());
  if (parts.length === 1 && (parts[0] === '*' || parts[0] === '')) return null;
  // An embedding is refused wherever it stands: after a '*' it was silently dropped (all columns, 200).
  const embedding = parts.find((part) => part.includes('('));
  if (embedding !== undefined) {
    throw postgrestError(
      400,
      'PGRST200',
      `Could not find a relationship for '${embedding.slice(0, embedding.indexOf('('))}' in the schema cache`,
      'The embedded backend does not serve resource embedding.',
    );
  }
  const items: SelectItem[] = [];
  for (const part of parts) {
    if (part === '*') return null;
    let rest = part;
    let alias: string | undefined;
    const colon = /^([^:]+):(?!:)(.+)$/.exec(rest);
    if (colon) {
      alias = checkIdentifier(colon[1]?.trim() ?? '', 'select', text);
      rest = colon[2]?.trim() ?? '';
    }
    let cast: string | undefined;
    const castAt = rest.indexOf('::');
    if (castAt >= 0) {
      cast = rest.slice(castAt + 2).trim().toLowerCase();
      rest = rest.slice(0, castAt).trim();
      if (!CASTS.has(cast)) throw parseError('select', text, `unsupported cast "${cast}"`);
    }
    items.push({ column: checkIdentifier(unquote(rest), 'select', text), alias, cast });
  }
  return items;
}

function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text).map((part) => {
    const [column = '', ...modifiers] = part.trim().split('.');
    checkIdentifier(column, 'order', text);
    const term: OrderTerm = { column, descending: false };
    for (const modifier of modifiers) {
      if (modifier === 'asc') term.descending = false;
      else if (modifier === 'desc') term.descending = true;
      else if (modifier === 'nullsfirst') term.nulls = 'first';
      else if (modifier === 'nullslast') term.nulls = 'last';
      else throw parseError('order', text, `unexpected "${modifier}" expecting asc, desc, nullsfirst or nullslast`);
    }
    return term;
  });
}

function parseCount(name: string, text: string): number {
  if (!/^\d+$/.test(text)) throw parseError(name, text, `unexpected "${text}" expecting a non-negative integer`);
  return Number(text);
}

/** Parses a /rest/v1 query string as URLSearchParams decodes it (supabase-js encodes with URLSearchParams). */
export function parseQuery(params: URLSearchParams): ParsedQuery {
  const query: ParsedQuery = { select: null, filters: [], order: [] };
  for (const [key, value] of params) {
    // Postgres text cannot hold NUL; a query string that carries one is bad input, not a database failure.
    if (key.includes('\0') || value.includes('\0')) throw filterError(`${key}=…`, 'the query string contains a NUL character');
    if (key === 'select') query.select = parseSelect(value);
    else if (key === 'order') query.order.push(...parseOrder(value));
    else if (key === 'limit') query.limit = parseCount('limit', value);
    else if (key === 'offset') query.offset = parseCount('offset', value);
    else if (key === 'columns') query.columns = splitTopLevel(value).map((c) => checkIdentifier(unquote(c), 'columns', value));
    else if (key === 'on_conflict') query.onConflict = splitTopLevel(value).map((c) => checkIdentifier(unquote(c), 'on_conflict', value));
    else {
      const logic = /^(not\.)?(and|or)$/.exec(key);
      if (logic) query.filters.push(parseLogic(logic[2] as 'and' | 'or', logic[1] !== undefined, value, `${key}=${value}`));
      else if (!IDENTIFIER.test(key)) throw filterError(`${key}=${value}`, `unexpected "${key}" expecting a column name`);
      else query.filters.push(parseOperation(key, value, value));
    }
  }
  return query;
}
