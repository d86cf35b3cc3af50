import type { Config } from '../config.ts';
import type { Database, Db } from './db.ts';
import type { Jobs } from './jobs.ts';
import type { SendMail } from './mail.ts';
import type { SendSms } from './sms.ts';
import type { TokenSigner } from './tokens.ts';

/** What every module's routes, services and jobs are handed: no globals. */
export type Context = {
  config: Config;
  database: Database;
  db: Db;
  jobs: Jobs;
  signer: TokenSigner;
  sendMail: SendMail;
  sendSms: SendSms;
};
