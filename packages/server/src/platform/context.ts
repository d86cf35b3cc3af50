import type { Config } from '../config.ts';
import type { BlobStore } from './blobs.ts';
import type { Clock } from './clock.ts';
import type { DataPlanes } from './data-planes.ts';
import type { Database, Db } from './db.ts';
import type { Hooks } from './hooks.ts';
import type { Jobs } from './jobs.ts';
import type { SendMail } from './mail.ts';
import type { PubSub } from './pubsub.ts';
import type { SecretBox } from './secret-box.ts';
import type { SendSms } from './sms.ts';
import type { PurposeTokens, TokenSigner } from './tokens.ts';

/** What every module's routes, services and jobs are handed: no globals. */
export type Context = {
  config: Config;
  /** The time as the application reads it (platform/clock.ts); tests pass one they move. */
  clock: Clock;
  database: Database;
  db: Db;
  /** The database of each data centre's store schemas (the control database unless mapped). */
  dataPlanes: DataPlanes;
  jobs: Jobs;
  /** Messages to every replica (PostgreSQL LISTEN/NOTIFY; in-process on PGlite). */
  pubsub: PubSub;
  /** CDN files, backup archives: a directory or S3 (platform/blobs.ts). */
  blobs: BlobStore;
  signer: TokenSigner;
  identityTokens: PurposeTokens;
  secretBox: SecretBox;
  sendMail: SendMail;
  sendSms: SendSms;
  /** What modules ask of the modules above them (platform/hooks.ts), gathered from every manifest. */
  hooks: Hooks;
};
