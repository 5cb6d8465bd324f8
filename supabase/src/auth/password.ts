import bcrypt from 'bcryptjs';

// GoTrue's cost. bcryptjs' async API yields to the event loop between rounds, so hashing never blocks other requests.
const COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return Promise.resolve(false);
  return bcrypt.compare(password, hash);
}
