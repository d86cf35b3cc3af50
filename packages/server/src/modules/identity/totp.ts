import { lazyImport } from '../../platform/lazy-import.ts';

/** Loaded by the first second factor, not at start. */
const otplib = lazyImport(() => import('otplib'));

export type TotpOptions = { digits?: 6 | 8; algorithm?: 'sha1' | 'sha256' | 'sha512' };

export async function newTotpSecret(): Promise<string> {
  const { generateSecret } = await otplib();
  return generateSecret();
}

export async function totpUri(secret: string, issuer: string, account: string): Promise<string> {
  const { generateURI } = await otplib();
  return generateURI({ issuer, label: account, secret });
}

/** The code for a time (seconds since the epoch), 30-second steps as RFC 6238. */
export async function totpCode(
  secret: string | Uint8Array,
  epochSeconds: number,
  options: TotpOptions = {},
): Promise<string> {
  const { generate } = await otplib();
  return generate({ secret, epoch: epochSeconds, digits: options.digits ?? 6, algorithm: options.algorithm ?? 'sha1' });
}

/**
 * The time step a code matches (one step of clock drift either way), or null. Steps at or before
 * `afterTimeStep` are refused, so a code cannot be used twice.
 */
export async function matchTotp(
  secret: string | Uint8Array,
  code: string,
  epochSeconds: number,
  afterTimeStep?: number | null,
  options: TotpOptions = {},
): Promise<number | null> {
  if (!/^\d{6,8}$/.test(code)) return null;
  const { verify } = await otplib();
  const result = await verify({
    secret,
    token: code,
    epoch: epochSeconds,
    epochTolerance: 30,
    digits: options.digits ?? 6,
    algorithm: options.algorithm ?? 'sha1',
    ...(afterTimeStep !== null && afterTimeStep !== undefined ? { afterTimeStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
