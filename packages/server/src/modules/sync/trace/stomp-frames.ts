/**
 * STOMP 1.2 frames (https://stomp.github.io/stomp-specification-1.2.html), the few a trace server
 * needs, read from untrusted WebSocket messages. npm has STOMP clients but no maintained frame codec
 * for a server, so this one is small and capped: a frame larger than `maxFrameBytes`, more than
 * `maxHeaders` headers, a bad header escape or a body that does not end in NUL is an error, and the
 * connection ends (the caller answers with an ERROR frame).
 */

export const clientCommands = [
  'CONNECT',
  'STOMP',
  'SEND',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'ACK',
  'NACK',
  'BEGIN',
  'COMMIT',
  'ABORT',
  'DISCONNECT',
] as const;
export type ClientCommand = (typeof clientCommands)[number];

export type Frame = { command: string; headers: Map<string, string>; body: string };

export const maxFrameBytes = 16 * 1024;
export const maxHeaders = 32;

export class FrameError extends Error {}

const decodeEscapes = (value: string): string =>
  value.replace(/\\(.?)/g, (_, next: string) => {
    switch (next) {
      case 'n':
        return '\n';
      case 'r':
        return '\r';
      case 'c':
        return ':';
      case '\\':
        return '\\';
      default:
        throw new FrameError('Undefined escape sequence in a header');
    }
  });

const encodeEscapes = (value: string): string =>
  value.replace(/[\\\r\n:]/g, (char) => ({ '\\': '\\\\', '\r': '\\r', '\n': '\\n', ':': '\\c' })[char] ?? char);

/**
 * Frames accumulate across WebSocket messages (a client may split one, or send several in one);
 * `push` returns the complete frames and keeps the rest. Heart-beats (bare EOLs) between frames are
 * skipped; `onActivity` tells the caller something arrived.
 */
export class FrameReader {
  private buffer: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): Frame[] {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const frames: Frame[] = [];
    for (;;) {
      let start = 0;
      while (start < this.buffer.length && (this.buffer[start] === 0x0a || this.buffer[start] === 0x0d)) start += 1;
      this.buffer = this.buffer.subarray(start);
      if (this.buffer.length === 0) return frames;
      const parsed = this.readOne();
      if (!parsed) {
        if (this.buffer.length > maxFrameBytes) throw new FrameError(`A frame is larger than ${maxFrameBytes} bytes`);
        return frames;
      }
      frames.push(parsed.frame);
      this.buffer = this.buffer.subarray(parsed.end);
    }
  }

  /** One frame from the start of the buffer, or null when it is not complete yet. */
  private readOne(): { frame: Frame; end: number } | null {
    const headEnd = headerEnd(this.buffer);
    if (headEnd === null) return null;
    const head = this.buffer.subarray(0, headEnd.at).toString('utf8');
    const lines = head.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
    const command = lines[0] ?? '';
    if (!/^[A-Z]{1,16}$/.test(command)) throw new FrameError('Malformed frame, expected a command');
    const escaped = command !== 'CONNECT' && command !== 'STOMP';
    const headers = new Map<string, string>();
    const headerLines = lines.slice(1);
    if (headerLines.length > maxHeaders) throw new FrameError(`More than ${maxHeaders} headers`);
    for (const line of headerLines) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new FrameError('Malformed header line');
      const name = escaped ? decodeEscapes(line.slice(0, colon)) : line.slice(0, colon);
      const value = escaped ? decodeEscapes(line.slice(colon + 1)) : line.slice(colon + 1);
      // STOMP 1.2: a repeated header keeps its first value.
      if (!headers.has(name)) headers.set(name, value);
    }
    const bodyStart = headEnd.bodyStart;
    const lengthHeader = headers.get('content-length');
    let bodyEnd: number;
    if (lengthHeader !== undefined) {
      if (!/^\d{1,9}$/.test(lengthHeader)) throw new FrameError('Invalid content-length');
      const length = Number(lengthHeader);
      if (bodyStart + length + 1 > maxFrameBytes) throw new FrameError(`A frame is larger than ${maxFrameBytes} bytes`);
      if (this.buffer.length < bodyStart + length + 1) return null;
      if (this.buffer[bodyStart + length] !== 0) throw new FrameError('The body does not end with NUL');
      bodyEnd = bodyStart + length;
    } else {
      const nul = this.buffer.indexOf(0, bodyStart);
      if (nul < 0) return null;
      bodyEnd = nul;
    }
    const body = this.buffer.subarray(bodyStart, bodyEnd).toString('utf8');
    return { frame: { command, headers, body }, end: bodyEnd + 1 };
  }
}

/** Where the headers end (a blank line) and the body starts; a NUL before it is malformed. */
function headerEnd(buffer: Buffer): { at: number; bodyStart: number } | null {
  for (let i = 0; i < buffer.length; i += 1) {
    const byte = buffer[i];
    if (byte === 0) throw new FrameError('Malformed frame, NUL in the headers');
    if (byte !== 0x0a) continue;
    if (buffer[i + 1] === 0x0a) return { at: i, bodyStart: i + 2 };
    if (buffer[i + 1] === 0x0d && buffer[i + 2] === 0x0a) return { at: i, bodyStart: i + 3 };
    if (i + 2 >= buffer.length && (buffer[i + 1] === undefined || buffer[i + 1] === 0x0d)) return null;
  }
  if (buffer.length > maxFrameBytes) throw new FrameError(`A frame is larger than ${maxFrameBytes} bytes`);
  return null;
}

/** A server frame: headers escaped (except CONNECTED), content-length set, NUL-terminated. */
export function writeFrame(command: string, headers: Record<string, string>, body = ''): string {
  const escapeValue = command === 'CONNECTED' ? (value: string) => value : encodeEscapes;
  const lines = [command];
  for (const [name, value] of Object.entries(headers)) lines.push(`${escapeValue(name)}:${escapeValue(value)}`);
  if (body !== '') lines.push(`content-length:${Buffer.byteLength(body, 'utf8')}`);
  return `${lines.join('\n')}\n\n${body}\u0000`;
}
