import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Server = { url: string; process: ChildProcess; stop(): Promise<void> };

/**
 * Starts `node [...nodeArgs] <script>` with the given environment and waits until `healthPath` answers
 * 200. `nodeArgs` lets a run profile the server (`--cpu-prof`) or size its heap.
 */
export async function startServer(
  script: string,
  port: number,
  env: NodeJS.ProcessEnv,
  healthPath: string,
  nodeArgs: readonly string[] = [],
): Promise<Server> {
  const child = spawn(process.execPath, [...nodeArgs, script], {
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

/**
 * CPU time a process has used so far, in ms, from /proc (utime + stime, in clock ticks of 10 ms): on a
 * shared machine requests a second drift with the neighbours' load, CPU per request much less.
 */
export function cpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A process's resident memory now (VmRSS) and at its peak (VmHWM), in MB, from /proc; 0 where there is none. */
export function residentMb(pid: number | undefined): { now: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (field: string) =>
      Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
    return { now: mb('VmRSS'), peak: mb('VmHWM') };
  } catch {
    return { now: 0, peak: 0 };
  }
}

/** What `memory-probe.ts` reports: `process.memoryUsage()` and the size of each V8 heap space, in bytes. */
export type MemoryReport = NodeJS.MemoryUsage & { spaces: Record<string, number> };

/** The node arguments and environment that load `memory-probe.ts` into a server, and a way to read it. */
export function memoryProbe(name: string) {
  const file = join(tmpdir(), `${name}-${process.pid}-memory.json`);
  return {
    nodeArgs: ['--import', join(import.meta.dirname, 'memory-probe.ts')],
    env: { MEMORY_PROBE_FILE: file },
    async read(server: Server): Promise<MemoryReport | undefined> {
      rmSync(file, { force: true });
      server.process.kill('SIGUSR2');
      for (let tries = 0; tries < 50 && !existsSync(file); tries++)
        await new Promise((r) => setTimeout(r, 20));
      if (!existsSync(file)) return undefined;
      await new Promise((r) => setTimeout(r, 20));
      return JSON.parse(readFileSync(file, 'utf8')) as MemoryReport;
    },
  };
}
