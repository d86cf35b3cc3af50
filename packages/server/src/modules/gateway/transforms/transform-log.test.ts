import { describe, expect, it } from 'vitest';
import { TransformMessageLog } from './transform-log.ts';

type Line = { level: 'info' | 'warn'; fields: Record<string, unknown>; message: string };

function recorder() {
  const lines: Line[] = [];
  const log = {
    info: (fields: object, message: string) => lines.push({ level: 'info', fields: { ...fields }, message }),
    warn: (fields: object, message: string) => lines.push({ level: 'warn', fields: { ...fields }, message }),
  };
  return { lines, log };
}

describe('transform messages in the log', () => {
  const step = { index: 2, type: 'XSLT' };

  it('logs each message as a field of a fixed message, never as the message itself', () => {
    const { lines, log } = recorder();
    const forged = 'hi\n{"level":60,"msg":"forged"}';
    new TransformMessageLog({ linesPerWindow: 5, windowMs: 1000 }, () => 0).write(log, 'store:1', step, [forged], 0);
    expect(lines).toEqual([
      {
        level: 'info',
        fields: { share: 'store:1', step: 2, stepType: 'XSLT', transformMessage: forged },
        message: 'transform message',
      },
    ]);
  });

  it('keeps a few lines per caller and window, says once that it drops, and sums the drops up after', () => {
    const { lines, log } = recorder();
    let now = 0;
    const messages = new TransformMessageLog({ linesPerWindow: 3, windowMs: 1000 }, () => now);
    messages.write(log, 'store:1', step, ['a', 'b'], 0);
    messages.write(log, 'store:1', step, ['c', 'd', 'e'], 10);
    messages.write(log, 'store:2', step, ['other'], 0);
    messages.write(log, 'store:1', step, ['f'], 0);
    expect(
      lines.filter((l) => l.fields.share === 'store:1').map((l) => l.fields.transformMessage ?? l.message),
    ).toEqual(['a', 'b', 'c', 'transform messages dropped until the window ends']);
    expect(lines.filter((l) => l.fields.share === 'store:2')).toHaveLength(1);
    now = 1000;
    lines.length = 0;
    messages.write(log, 'store:1', step, ['g'], 0);
    expect(lines).toEqual([
      { level: 'warn', fields: { share: 'store:1', dropped: 13 }, message: 'transform messages dropped' },
      {
        level: 'info',
        fields: { share: 'store:1', step: 2, stepType: 'XSLT', transformMessage: 'g' },
        message: 'transform message',
      },
    ]);
  });
});
