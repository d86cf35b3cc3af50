import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { type Clock, systemClock } from './clock.ts';

const issuer = 'store-console';
/** Every token this server accepts names its expiry: one without `exp` is refused. */
const verifyOptions = { issuer, algorithms: ['HS256'], requiredClaims: ['exp', 'iat', 'sub'] };

const claimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  username: z.string(),
  role: z.string(),
  sv: z.number().int(),
  at: z.number().int(),
  sid: z.string().min(1).max(100),
});
/** An operator's access token: bound to their session (refresh family `sessionId`) and session version. */
export type AccessClaims = {
  userId: number;
  username: string;
  role: string;
  sessionVersion: number;
  sessionId: string;
  authTime: number;
};

const clientClaimsSchema = z.object({ sub: z.string().regex(/^client:\d+$/), store: z.number().int() });
/** A client credential's token: limited to one store. */
export type ClientClaims = { credentialId: number; storeDbId: number };

/**
 * Tokens already verified, with what they said: a console sends the same access token on every call
 * for its lifetime, and its signature cannot change, so it is checked once (the session it belongs to
 * is still looked up on every call). Entries end with the token's expiry; the oldest go first.
 */
class VerifiedTokens<Claims> {
  private readonly entries = new Map<string, { claims: Claims; expiresAt: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly max = 10_000,
  ) {}

  get(token: string): Claims | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt > this.clock.now()) return entry.claims;
    this.entries.delete(token);
    return undefined;
  }

  set(token: string, claims: Claims, exp: number | undefined): void {
    if (exp === undefined) return;
    if (this.entries.size >= this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { claims, expiresAt: exp * 1000 });
  }
}

export class TokenSigner {
  private readonly key: Uint8Array;
  private readonly verified: VerifiedTokens<AccessClaims>;
  private readonly verifiedClients: VerifiedTokens<ClientClaims>;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly clock: Clock = systemClock,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.verified = new VerifiedTokens(clock);
    this.verifiedClients = new VerifiedTokens(clock);
  }

  /** Issued now by the clock, expiring `ttlSeconds` later (seconds since the epoch, as JWT counts). */
  private times(): { iat: number; exp: number } {
    const iat = Math.floor(this.clock.now() / 1000);
    return { iat, exp: iat + this.ttlSeconds };
  }

  /** jose checks `exp` against the clock's time, not the machine's. */
  private verifyOptions() {
    return { ...verifyOptions, currentDate: new Date(this.clock.now()) };
  }

  sign(claims: AccessClaims): Promise<string> {
    const { iat, exp } = this.times();
    return new SignJWT({
      username: claims.username,
      role: claims.role,
      sv: claims.sessionVersion,
      sid: claims.sessionId,
      at: claims.authTime,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuer(issuer)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(this.key);
  }

  signClient(claims: ClientClaims): Promise<string> {
    const { iat, exp } = this.times();
    return new SignJWT({ store: claims.storeDbId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(`client:${claims.credentialId}`)
      .setIssuer(issuer)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired client token, or null. */
  async verifyClient(token: string): Promise<ClientClaims | null> {
    const known = this.verifiedClients.get(token);
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, this.key, this.verifyOptions());
      const parsed = clientClaimsSchema.parse(payload);
      const claims = { credentialId: Number(parsed.sub.slice('client:'.length)), storeDbId: parsed.store };
      this.verifiedClients.set(token, claims, payload.exp);
      return claims;
    } catch {
      return null;
    }
  }

  get ttl(): number {
    return this.ttlSeconds;
  }

  /** The claims of a valid, unexpired operator token, or null. */
  async verify(token: string): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    if (known) return known;
    // A client token already verified as one: not an operator's (the guard asks this first, and a
    // full verification that fails its claims' parse on every client request costs more than the rest).
    if (this.verifiedClients.get(token)) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, this.verifyOptions());
      const parsed = claimsSchema.parse(payload);
      const claims = {
        userId: Number(parsed.sub),
        username: parsed.username,
        role: parsed.role,
        sessionVersion: parsed.sv,
        sessionId: parsed.sid,
        authTime: parsed.at,
      };
      this.verified.set(token, claims, payload.exp);
      return claims;
    } catch {
      return null;
    }
  }
}

/** An opaque random token and the hash under which it is stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Short-lived signed tokens of the identity service (mfa pending, ip access), each for one purpose. */
export class PurposeTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(`${secret}:identity`);
  }

  sign(purpose: string, userId: number, ttlSeconds: number): Promise<string> {
    return new SignJWT({ purpose })
      .setJti(randomUUID())
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
  }

  /** The user id of a valid token of this purpose, or null. */
  async verify(purpose: string, token: string): Promise<number | null> {
    return (await this.claims(purpose, token))?.userId ?? null;
  }

  /** The user id, token id and expiry of a valid token of this purpose, or null. */
  async claims(purpose: string, token: string): Promise<{ userId: number; jti: string; expiresAt: Date } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, verifyOptions);
      if (payload.purpose !== purpose || !payload.sub || !/^\d+$/.test(payload.sub)) return null;
      if (typeof payload.jti !== 'string' || payload.exp === undefined) return null;
      return { userId: Number(payload.sub), jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
    } catch {
      return null;
    }
  }
}
