// The exchange rows' own thread (exchange-rows.ts): redaction, the JSON views and the search text
// of a batch of exchanges are built here, not between two requests on the request thread.
import { parentPort } from 'node:worker_threads';
import { exchangeRow } from './exchange-log.ts';
import type { RowsReply, RowsTask } from './exchange-record.ts';
import { jsonRow } from './exchange-writer.ts';

const port = parentPort;
if (!port) throw new Error('exchange-rows-worker runs as a worker thread');

port.on('message', ({ task, drafts }: RowsTask) => {
  try {
    const rows = drafts.map(({ id, record, policy, secrets }) =>
      JSON.stringify(jsonRow({ ...exchangeRow(record, policy, secrets), id })),
    );
    port.postMessage({ task, rows } satisfies RowsReply);
  } catch (error) {
    port.postMessage({ task, error: error instanceof Error ? error.message : String(error) } satisfies RowsReply);
  }
});
