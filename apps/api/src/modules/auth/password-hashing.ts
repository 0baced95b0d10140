import { hash, verify } from '@node-rs/argon2';

// Argon2id with the library's defaults (19 MiB, 2 passes, 1 lane): the OWASP recommendation, and the same
// parameters the seeder uses, so demo accounts and registered ones verify alike.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no account (`storedHash` undefined) it still spends the
 * time of one verification against a throw-away hash, so the answer time does not tell whether the
 * account exists.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hash('no account has this password');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
