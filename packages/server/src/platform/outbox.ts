import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Messages that would leave the machine, written as JSON files under DATA_DIR/outbox/{kind}
 * when no provider is configured, so the demo works offline and tests can read them.
 */
export async function writeOutbox(dataDir: string, kind: 'mail' | 'sms', message: object): Promise<string> {
  const dir = join(dataDir, 'outbox', kind);
  await mkdir(dir, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
  const temp = join(dir, `.${name}.tmp`);
  await writeFile(temp, `${JSON.stringify(message, null, 2)}\n`);
  await rename(temp, join(dir, name));
  return join(dir, name);
}

export async function readOutbox<T>(dataDir: string, kind: 'mail' | 'sms'): Promise<T[]> {
  const dir = join(dataDir, 'outbox', kind);
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json') && !name.startsWith('.')).sort();
  } catch {
    return [];
  }
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as T));
}
