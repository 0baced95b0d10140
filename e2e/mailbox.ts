import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

// A mail server for the journeys: the shop under test sends its mail here over SMTP (SMTP_URL in the
// config), each message lands as a JSON file, and a test waits for the one addressed to its traveller.

/** Next to the shop's own port by default, so that two people's runs on one machine do not collide. */
export function smtpPort(): number {
  return Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3199) + 1000);
}

const MAILBOX_ENV = 'E2E_MAILBOX_DIR';

interface StoredMail {
  to: string[];
  raw: string;
}

/** Starts the server for the whole run; the folder is handed to the test workers through the environment. */
export async function openMailbox(port: number): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'dutyfree-e2e-mail-'));
  process.env[MAILBOX_ENV] = dir;
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: StoredMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        count += 1;
        writeFileSync(join(dir, `${String(count).padStart(5, '0')}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: Error) =>
      reject(
        new Error(`The e2e mail server cannot listen on port ${port}; set E2E_SMTP_PORT to a free one`, {
          cause: error,
        }),
      ),
    );
    server.listen(port, '127.0.0.1', resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/**
 * The readable text of a raw message. Bodies travel quoted-printable (soft line breaks `=`, bytes written
 * `=XX`) when mostly ASCII, or base64 when mostly not (an Arabic mail); both are decoded.
 */
function readableText(raw: string): string {
  const quotedPrintable = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const base64Parts = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi),
  ].map((match) => Buffer.from((match[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'));
  return [Buffer.from(quotedPrintable, 'latin1').toString('utf8'), ...base64Parts].join('\n');
}

/** The newest mail to `address`, decoded; waits for it to arrive. */
export async function waitForMail(address: string, timeoutMs = 10_000): Promise<string> {
  const dir = process.env[MAILBOX_ENV];
  if (!dir) throw new Error('No e2e mailbox: the global setup did not run');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = readdirSync(dir)
      .sort()
      .reverse()
      .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as StoredMail);
    const mail = mails.find((m) => m.to.includes(address.toLowerCase()));
    if (mail) return readableText(mail.raw);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail reached ${address} within ${timeoutMs} ms`);
}
