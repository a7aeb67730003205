import { hash, verify } from '@node-rs/argon2'

/**
 * argon2id with OWASP's minimum settings (19 MiB, 2 passes, 1 lane), which are also @node-rs/argon2's
 * defaults: https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#argon2id
 */
const ARGON2ID = 2 // Algorithm.Argon2id; the const enum cannot be imported under isolatedModules.

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 })
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  try {
    return await verify(stored, password)
  } catch {
    // A malformed stored hash is a failed sign-in, never a 500.
    return false
  }
}
