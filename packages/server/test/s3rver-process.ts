import S3rver from 's3rver';

/**
 * s3rver in a process of its own (see s3.ts): started with the legacy OpenSSL provider, since
 * s3rver signs its listing continuation tokens with DES, which OpenSSL 3 only has there. Answers
 * the parent with the address once listening; stops when the parent disconnects.
 */
const [directory, bucket] = process.argv.slice(2);
if (!directory || !bucket || !process.send) throw new Error('usage: forked with <directory> <bucket>');
const server = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { address, port } = await server.run();
process.send({ address, port });
process.on('disconnect', () => {
  server.httpServer?.closeAllConnections();
  server.close().finally(() => process.exit(0));
});
