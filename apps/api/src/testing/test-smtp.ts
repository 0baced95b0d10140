import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on a free loopback port for API tests: the shop under test sends to it (SMTP_URL)
// and the test reads back what arrived, decoded.

export type ReceivedMail = {
  from: string;
  to: string[];
  /** The message as it travelled. */
  raw: string;
  /** The Subject header, its encoded words decoded. */
  subject: string;
  /** The headers and every part as text: quoted-printable and base64 parts decoded. */
  readable: string;
};

/** An encoded word of a header (`=?UTF-8?B?…?=` or `=?UTF-8?Q?…?=`), as text. */
function decodeWord(_: string, encoding: string, value: string): string {
  if (encoding.toUpperCase() === 'B') return Buffer.from(value, 'base64').toString('utf8');
  const bytes = value
    .replace(/_/g, ' ')
    .replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function subjectOf(raw: string): string {
  const header = raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1] ?? '';
  return header
    .replace(/\?=\r?\n[ \t]+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, decodeWord)
    .replace(/\r?\n[ \t]+/g, ' ');
}

/** Bodies travel quoted-printable when mostly ASCII, base64 when mostly not (an Arabic mail). */
function readableText(raw: string): string {
  const quotedPrintable = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const base64Parts = [
    ...raw.matchAll(
      /Content-Type: text\/[a-z]+[^\r\n]*\r?\nContent-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi,
    ),
  ].map((match) => Buffer.from((match[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'));
  return [Buffer.from(quotedPrintable, 'latin1').toString('utf8'), ...base64Parts].join('\n');
}

export type TestSmtp = {
  /** For the shop's SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** The mails that reached `address`, in the order they arrived. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
};

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: subjectOf(raw),
          readable: readableText(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
