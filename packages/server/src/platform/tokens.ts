import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

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

export class TokenSigner {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
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
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  signClient(claims: ClientClaims): Promise<string> {
    return new SignJWT({ store: claims.storeDbId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(`client:${claims.credentialId}`)
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired client token, or null. */
  async verifyClient(token: string): Promise<ClientClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, verifyOptions);
      const claims = clientClaimsSchema.parse(payload);
      return { credentialId: Number(claims.sub.slice('client:'.length)), storeDbId: claims.store };
    } catch {
      return null;
    }
  }

  get ttl(): number {
    return this.ttlSeconds;
  }

  /** The claims of a valid, unexpired operator token, or null. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, verifyOptions);
      const claims = claimsSchema.parse(payload);
      return {
        userId: Number(claims.sub),
        username: claims.username,
        role: claims.role,
        sessionVersion: claims.sv,
        sessionId: claims.sid,
        authTime: claims.at,
      };
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
