// Preloaded into a server by bench/server-start.ts (`node --import`): counts the transactions the
// server runs on its embedded PGlite and prints the count on SIGUSR2. A top-level `query` or `exec`
// is one transaction (autocommit, or one BEGIN … COMMIT block); `transaction(fn)` is one whatever it
// runs (the statements inside go through its own handle, not these methods).
import { PGlite } from '@electric-sql/pglite';

let transactions = 0;
for (const method of ['query', 'exec', 'transaction']) {
  const original = PGlite.prototype[method];
  PGlite.prototype[method] = function counted(...args) {
    transactions += 1;
    return original.apply(this, args);
  };
}
process.on('SIGUSR2', () => {
  process.stdout.write(`pglite-transactions ${transactions}\n`);
});
