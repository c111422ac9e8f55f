import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';

/** OWASP's minimum argon2id configuration: 19 MiB, 2 iterations, 1 lane. */
const PARAMETERS = { memory: 19456, passes: 2, parallelism: 1, tagLength: 32 } as const;
const SALT_BYTES = 16;
const ARGON2_VERSION = 19;

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function derive(
  password: string,
  salt: Buffer,
  parameters: { memory: number; passes: number; parallelism: number; tagLength: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2('argon2id', { message: password, nonce: salt, ...parameters }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const toB64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

/**
 * Hashes a password with argon2id and a random salt, as a PHC string that records its parameters.
 *
 * @example
 * const stored = await hashPassword('rigready-demo');
 * // '$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>'
 */
export async function hashPassword(password: string): Promise<string> {
  if (password.length === 0) throw new Error('A password must not be empty');
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMETERS);
  const { memory, passes, parallelism } = PARAMETERS;
  return `$argon2id$v=${ARGON2_VERSION}$m=${memory},t=${passes},p=${parallelism}$${toB64(salt)}$${toB64(key)}`;
}

/**
 * Checks a password against a PHC string from {@link hashPassword}, in constant time. A malformed or
 * foreign hash verifies nothing.
 *
 * @example
 * await verifyPassword('rigready-demo', stored); // true
 * await verifyPassword('wrong', stored); // false
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = PHC.exec(stored);
  if (!match) return false;
  const [, memory, passes, parallelism, salt, hash] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = Buffer.from(hash, 'base64');
  if (expected.length < 16) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
