import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { afterOpenList, copyFirstValidTemplate, templateCopyFinished } from './db-template.ts';

const root = mkdtempSync(join(tmpdir(), 'sc-template-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A small template: two files the database opens with, two copied after (as the stores' schemas are). */
function template(name: string) {
  const path = join(root, name);
  mkdirSync(join(path, 'base/5'), { recursive: true });
  mkdirSync(join(path, 'global'), { recursive: true });
  writeFileSync(join(path, 'PG_VERSION'), '17\n');
  writeFileSync(join(path, 'global/1262'), 'catalogue');
  writeFileSync(join(path, 'base/5/900'), 'store table');
  writeFileSync(join(path, 'base/5/901'), '');
  writeFileSync(afterOpenList(path), 'base/5/900\nbase/5/901\n');
  writeFileSync(`${path}.hash`, 'abc\n');
  return { kind: 'demo' as const, path, hash: () => 'abc' };
}

const files = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();

describe('the PGlite template copy', () => {
  const demo = template('demo');

  it('resolves once the database can open, and the rest follows, the unfinished mark gone', async () => {
    const dataDir = join(root, 'fresh');
    const target = join(dataDir, 'pglite');
    mkdirSync(dataDir);
    await expect(copyFirstValidTemplate(target, [demo])).resolves.toBe('demo');
    expect(readFileSync(join(target, 'global/1262'), 'utf8')).toBe('catalogue');
    await templateCopyFinished(dataDir);
    expect(files(target)).toEqual(['PG_VERSION', 'base/5/900', 'base/5/901', 'global/1262']);
    expect(readFileSync(join(target, 'base/5/900'), 'utf8')).toBe('store table');
    expect(readdirSync(dataDir)).toEqual(['pglite']);
  });

  it('copies again over a database whose copy did not finish (a start that stopped half-way)', async () => {
    const dataDir = join(root, 'unfinished');
    const target = join(dataDir, 'pglite');
    mkdirSync(join(target, 'base/5'), { recursive: true });
    writeFileSync(join(target, '.template-copy-unfinished'), '');
    writeFileSync(join(target, 'base/5/123'), 'left over');
    await expect(copyFirstValidTemplate(target, [demo])).resolves.toBe('demo');
    await templateCopyFinished(dataDir);
    expect(files(target)).toEqual(['PG_VERSION', 'base/5/900', 'base/5/901', 'global/1262']);
  });

  it('leaves an existing database alone', async () => {
    const target = join(root, 'existing', 'pglite');
    mkdirSync(target, { recursive: true });
    writeFileSync(join(target, 'PG_VERSION'), 'mine');
    await expect(copyFirstValidTemplate(target, [demo])).resolves.toBeNull();
    expect(files(target)).toEqual(['PG_VERSION']);
    expect(readFileSync(join(target, 'PG_VERSION'), 'utf8')).toBe('mine');
  });

  it('copies nothing from a template built for other migrations (its hash differs)', async () => {
    const target = join(root, 'stale', 'pglite');
    mkdirSync(join(root, 'stale'));
    await expect(copyFirstValidTemplate(target, [{ ...demo, hash: () => 'other' }])).resolves.toBeNull();
    expect(existsSync(target)).toBe(false);
  });
});
