import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scryptAsync = (senha: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(senha, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** OWASP Password Storage Cheat Sheet: scrypt N=2^17, r=8, p=1. Tests may pass a lower cost. */
export const OWASP_SCRYPT = { N: 2 ** 17, r: 8, p: 1 } as const;
export type ScryptCost = { N: number; r: number; p: number };

/** Stored as scrypt$N$r$p$salt$hash so a later cost change still verifies old hashes. */
export const hashPassword = async (senha: string, cost: ScryptCost = OWASP_SCRYPT): Promise<string> => {
  const salt = randomBytes(16);
  const key = await scryptAsync(senha, salt, 32, { ...cost, maxmem: 256 * cost.N * cost.r });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
};

export const verifyPassword = async (senha: string, stored: string): Promise<boolean> => {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !hash) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(hash, 'base64');
  const key = await scryptAsync(senha, Buffer.from(salt, 'base64'), expected.length, {
    ...cost,
    maxmem: 256 * cost.N * cost.r,
  });
  return timingSafeEqual(key, expected);
};
