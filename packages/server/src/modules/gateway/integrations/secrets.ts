import type { Context } from '../../../platform/context.ts';
import { SecretBox } from '../../../platform/secret-box.ts';
import type { StoredSecrets } from '../schema.ts';

const boxes = new WeakMap<Context, SecretBox>();

/** The gateway's own key (purpose 'gateway'), derived once per app. */
export function gatewaySecretBox(ctx: Context): SecretBox {
  let box = boxes.get(ctx);
  if (!box) {
    box = new SecretBox(ctx.config.jwtSecret, 'gateway');
    boxes.set(ctx, box);
  }
  return box;
}

/** Sealed JSON of the secrets that are set, or null when none is. */
export function sealSecrets(ctx: Context, secrets: StoredSecrets): string | null {
  const settings = secrets.settings && Object.keys(secrets.settings).length > 0 ? secrets.settings : undefined;
  const kept = Object.fromEntries(
    Object.entries({ ...secrets, settings }).filter(([, value]) => value !== undefined && value !== ''),
  );
  return Object.keys(kept).length === 0 ? null : gatewaySecretBox(ctx).seal(JSON.stringify(kept));
}

export function openSecrets(ctx: Context, sealed: string | null): StoredSecrets {
  if (!sealed) return {};
  const value: StoredSecrets = JSON.parse(gatewaySecretBox(ctx).open(sealed));
  return value;
}

/**
 * Whether two connection addresses reach the same upstream: scheme, host and port (`https://a:443`
 * is `https://a`; paths don't count). A save that moves an integration to another origin forgets
 * the stored secrets it does not re-supply, so they never go to a host they were not entered for.
 */
export function sameOrigin(a: string, b: string): boolean {
  if (!URL.canParse(a) || !URL.canParse(b)) return false;
  return new URL(a).origin === new URL(b).origin;
}
