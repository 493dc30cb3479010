import { hash, verify } from "@node-rs/argon2";

/**
 * Password hashing with argon2id (spec README, decision 4) at OWASP's minimum: 19 MiB of memory,
 * 2 passes, 1 lane. A prebuilt Node-API binary, so nothing compiles at install.
 */
// 2 is Algorithm.Argon2id, a const enum that type stripping cannot read.
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;

/**
 * Checks a password against a hash no one owns: a login for an unknown e-mail costs the same
 * argon2 work as one for a known e-mail, so the answer's timing does not tell them apart.
 */
export async function verifyAgainstNobody(password: string): Promise<false> {
  dummy ??= hashPassword("no-such-user-placeholder");
  await verifyPassword(await dummy, password);
  return false;
}
