/** The part of s3rver (3.7, no type declarations of its own) the tests use. */
declare module 's3rver' {
  import type { Server } from 'node:http';

  type Options = {
    port?: number;
    address?: string;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  };

  export default class S3rver {
    constructor(options: Options);
    httpServer: Server | undefined;
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
