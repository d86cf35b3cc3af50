import type { Config } from '../config.ts';
import { writeOutbox } from './outbox.ts';

export type Sms = { to: string; text: string };

/**
 * Sends through the configured HTTP provider: POST SMS_PROVIDER_URL with JSON { to, text } and
 * `Authorization: Bearer SMS_PROVIDER_TOKEN`; any 2xx is success. Without a provider the message
 * goes to the outbox.
 */
export function createSmsSender(config: Config, log: (message: string) => void) {
  return async function sendSms(sms: Sms): Promise<void> {
    if (config.sms.providerUrl) {
      const response = await fetch(config.sms.providerUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.sms.token ? { authorization: `Bearer ${config.sms.token}` } : {}),
        },
        body: JSON.stringify(sms),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
      return;
    }
    const file = await writeOutbox(config.dataDir, 'sms', { ...sms, sentAt: new Date().toISOString() });
    log(`SMS to ${sms.to} written to ${file}`);
  };
}
export type SendSms = ReturnType<typeof createSmsSender>;
