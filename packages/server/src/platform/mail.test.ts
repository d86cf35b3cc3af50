import { type AddressInfo, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { createMailer } from './mail.ts';

/** A minimal SMTP server of the test's own: it accepts every message and keeps its DATA. */
function smtpServer(received: string[]): Server {
  return createServer((socket) => {
    let data: string | null = null;
    let buffered = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      for (let end = buffered.indexOf('\r\n'); end >= 0; end = buffered.indexOf('\r\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            received.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
}

describe('mail through SMTP', () => {
  const received: string[] = [];
  const server = smtpServer(received);
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

  it('sends each mail to the SMTP server of SMTP_URL', async () => {
    const config = {
      dataDir: '/nonexistent',
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'console@example.com' },
    } as Config;
    const logged: string[] = [];
    const sendMail = createMailer(config, (line) => logged.push(line));
    await sendMail({ to: 'ada@example.com', subject: 'Your code', text: 'Code 123456' });
    await sendMail({ to: 'pat@example.com', subject: 'Again', text: 'Code 654321' });
    expect(received).toHaveLength(2);
    expect(received[0]).toContain('To: ada@example.com');
    expect(received[0]).toContain('Subject: Your code');
    expect(received[0]).toContain('Code 123456');
    expect(received[1]).toContain('To: pat@example.com');
    expect(logged).toEqual([]);
  });
});
