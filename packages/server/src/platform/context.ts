import type { Config } from '../config.ts';
import type { Database, Db } from './db.ts';
import type { Jobs } from './jobs.ts';
import type { SendMail } from './mail.ts';
import type { SecretBox } from './secret-box.ts';
import type { SendSms } from './sms.ts';
import type { PurposeTokens, TokenSigner } from './tokens.ts';

/** What every module's routes, services and jobs are handed: no globals. */
export type Context = {
  config: Config;
  database: Database;
  db: Db;
  jobs: Jobs;
  signer: TokenSigner;
  identityTokens: PurposeTokens;
  secretBox: SecretBox;
  sendMail: SendMail;
  sendSms: SendSms;
};
