import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogging } from './request-logging.ts';

/** The messages an app logs at `info` while answering one call that works and one that fails. */
async function messagesLogged(logRequests: boolean): Promise<string[]> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: requestLogging(logRequests) });
  app.get('/works', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('broken');
  });
  await app.inject({ method: 'GET', url: '/works' });
  await app.inject({ method: 'GET', url: '/fails' });
  await app.close();
  return lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
}

describe('requestLogging', () => {
  it('logs no line for a request received and answered unless asked to, and still logs a failure', async () => {
    const quiet = await messagesLogged(false);
    expect(quiet).not.toContain('incoming request');
    expect(quiet).not.toContain('request completed');
    expect(quiet).toContain('broken');
  });

  it('logs every request received and answered when asked to', async () => {
    const all = await messagesLogged(true);
    expect(all.filter((msg) => msg === 'incoming request')).toHaveLength(2);
    expect(all).toContain('request completed');
  });
});
