import bcrypt from 'bcryptjs';

// GoTrue's cost. bcryptjs' async API yields to the event loop between rounds, so hashing never blocks other requests.
const COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

let dummyHash: Promise<string> | undefined;

/**
 * Compares with bcrypt. Without a hash (no such user, or no password) it compares with a dummy hash of the same
 * cost and answers false, so an unknown address takes as long as a wrong password (no enumeration by timing).
 */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) {
    dummyHash ??= bcrypt.hash('not the password of any account', COST);
    await bcrypt.compare(password, await dummyHash);
    return false;
  }
  return bcrypt.compare(password, hash);
}
