// Password hashing with argon2id (@node-rs/argon2: maintained, prebuilt, no hand-rolled crypto).
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** A valid hash of a random password, so an unknown email costs as much time as a wrong password. */
let decoyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  decoyHash ??= hash(crypto.randomUUID(), options);
  const target = passwordHash ?? (await decoyHash);
  const isMatch = await verify(target, password).catch(() => false);
  return passwordHash !== undefined && isMatch;
}
