import { describe, expect, it } from 'vitest';
import { matchTotp, totpCode } from './totp.ts';

// RFC 6238 appendix B: 8-digit codes, seeds of 20/32/64 ASCII bytes for SHA1/SHA256/SHA512.
const seeds = {
  sha1: new TextEncoder().encode('12345678901234567890'),
  sha256: new TextEncoder().encode('12345678901234567890123456789012'),
  sha512: new TextEncoder().encode('1234567890123456789012345678901234567890123456789012345678901234'),
};
const vectors: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(vectors)('at %i seconds gives the RFC codes', async (time, sha1, sha256, sha512) => {
    expect(await totpCode(seeds.sha1, time, { digits: 8, algorithm: 'sha1' })).toBe(sha1);
    expect(await totpCode(seeds.sha256, time, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
    expect(await totpCode(seeds.sha512, time, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
  });

  it('accepts one step of drift, refuses two, and refuses a replayed step', async () => {
    const secret = seeds.sha1;
    const now = 1_700_000_000;
    const code = await totpCode(secret, now);
    const step = await matchTotp(secret, code, now + 30);
    expect(step).toBe(Math.floor(now / 30));
    expect(await matchTotp(secret, code, now + 65)).toBeNull();
    expect(await matchTotp(secret, code, now, step)).toBeNull();
    expect(await matchTotp(secret, 'abcdef', now)).toBeNull();
  });
});
