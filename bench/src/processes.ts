import { type ChildProcess, spawn } from 'node:child_process';

export type Server = { url: string; process: ChildProcess; stop(): Promise<void> };

/** Starts `node <script>` with the given environment and waits until `healthPath` answers 200. */
export async function startServer(
  script: string,
  port: number,
  env: NodeJS.ProcessEnv,
  healthPath: string,
): Promise<Server> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url + healthPath)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
