import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { BlobConfig } from '../src/config.ts';

/** The bucket every test shares; each test app or suite takes a prefix of its own in it. */
export const testBucket = 'store-console-test';

/**
 * A local S3-compatible server (s3rver) on a free port of 127.0.0.1, storing in a temporary folder:
 * started once per test run by the global setup, so the S3 tests need nothing installed or running.
 * It runs in a child process because it needs Node's legacy OpenSSL provider (s3rver-process.ts).
 */
export async function startS3(): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'sc-s3rver-'));
  const child = fork(join(import.meta.dirname, 's3rver-process.ts'), [directory, testBucket], {
    execArgv: ['--openssl-legacy-provider', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const started = await new Promise<{ address: string; port: number }>((resolve, reject) => {
    child.once('message', (message: { address: string; port: number }) => resolve(message));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code} before it listened`)));
  });
  return {
    endpoint: `http://${started.address}:${started.port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Blob storage on the run's s3rver, under a prefix no other test uses. */
export function s3BlobConfig(): Extract<BlobConfig, { kind: 's3' }> {
  const endpoint = inject('s3Endpoint');
  if (!endpoint) throw new Error('no s3rver: the global setup of the server tests starts one');
  return {
    kind: 's3',
    bucket: testBucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: `t-${randomBytes(6).toString('hex')}/`,
  };
}

/** The blob storages every blob-backed test runs on. */
export const blobKinds = ['directory', 's3'] as const;
export type BlobKind = (typeof blobKinds)[number];

/** The Config override for a kind: nothing for the directory (the default), the s3rver for S3. */
export function blobsFor(kind: BlobKind): { blobs?: BlobConfig } {
  return kind === 's3' ? { blobs: s3BlobConfig() } : {};
}
