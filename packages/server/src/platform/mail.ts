import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import { writeOutbox } from './outbox.ts';

export type Mail = { to: string; subject: string; text: string };

/**
 * Sends through SMTP when SMTP_URL is set; otherwise writes the mail to the outbox and logs it.
 * nodemailer is loaded with the first mail, not at start (a tenth of a second of module loading).
 */
export function createMailer(config: Config, log: (message: string) => void) {
  const smtpUrl = config.mail.smtpUrl;
  let transport: Promise<Transporter> | undefined;
  return async function sendMail(mail: Mail): Promise<void> {
    if (smtpUrl) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ from: config.mail.from, ...mail });
      return;
    }
    const file = await writeOutbox(config.dataDir, 'mail', {
      from: config.mail.from,
      ...mail,
      sentAt: new Date().toISOString(),
    });
    log(`mail to ${mail.to} written to ${file}`);
  };
}
export type SendMail = ReturnType<typeof createMailer>;
