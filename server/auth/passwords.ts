// The native argon2 library is loaded by the first sign-in or sign-up, not at start-up (issue 20:
// start to first answer); import() hands back the loaded module after that.
const argon2 = () => import('@node-rs/argon2');

// OWASP argon2id parameters: m = 19 MiB, t = 2, p = 1.
// Stryker disable next-line ObjectLiteral: @node-rs/argon2's defaults equal these today; kept explicit so a new default cannot weaken stored hashes.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 as const };

export async function hashPassword(password: string): Promise<string> {
  const { hash } = await argon2();
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = await argon2();
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against a fixed hash when the account does not exist keeps timing the same for both.
let dummyHash: Promise<string> | undefined;
export async function verifyDummyPassword(password: string): Promise<void> {
  // Stryker disable next-line StringLiteral: any fixed text serves; nobody signs in with the dummy.
  dummyHash ??= hashPassword('countstream-dummy-password');
  await verifyPassword(await dummyHash, password);
}
