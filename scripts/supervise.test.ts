import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { stopWhenOutputIsGone, supervise } from './supervise';

/** Short-lived child scripts, supervised with short delays so that the test runs in a moment. */

const dir = mkdtempSync(path.join(tmpdir(), 'supervise-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function script(name: string, source: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, source);
  return file;
}

const fast = { initialDelayMs: 10, maxDelayMs: 40, maxExits: 5, windowMs: 60_000 };

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves once `check` holds, checking every 20 ms (what is awaited is an outcome, not a duration). */
async function eventually(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('supervise', () => {
  it('restarts a failing service with a doubling, capped back-off, logs each exit, and gives up after 5 exits', async () => {
    const lines: string[] = [];
    const reason = await new Promise<string>((resolve) =>
      supervise({
        ...fast,
        name: 'crasher',
        command: process.execPath,
        args: [script('crash.mjs', 'process.exit(3);')],
        log: (line) => lines.push(line),
        onGiveUp: resolve,
      }),
    );
    expect(lines).toEqual([
      'crasher exited (code 3); restarting in 0.01 s',
      'crasher exited (code 3); restarting in 0.02 s',
      'crasher exited (code 3); restarting in 0.04 s',
      'crasher exited (code 3); restarting in 0.04 s',
    ]);
    expect(reason).toBe('crasher exited 5 times within 60 s (last: code 3)');
  });

  it('brings a crashed service back, and stop() ends it for good without a restart', async () => {
    const marker = path.join(dir, 'started-once');
    // The first run crashes; the restarted one keeps running.
    const file = script(
      'crash-once.mjs',
      `import { existsSync, writeFileSync } from 'node:fs';
       if (!existsSync(${JSON.stringify(marker)})) { writeFileSync(${JSON.stringify(marker)}, ''); process.exit(1); }
       setInterval(() => {}, 1000);`,
    );
    const lines: string[] = [];
    const service = supervise({ ...fast, name: 'service', command: process.execPath, args: [file], log: (line) => lines.push(line), onGiveUp: () => {} });
    await eventually(() => lines.length === 1 && service.current()?.pid !== undefined);
    const pid = service.current()!.pid!;
    await service.stop();
    expect(alive(pid)).toBe(false);
    expect(service.current()).toBeUndefined();
    expect(lines).toEqual(['service exited (code 1); restarting in 0.01 s']);
  });

  it('a supervised child ends itself when the launcher is killed (no orphans)', async () => {
    const supervisePath = path.resolve('scripts/supervise.ts');
    const child = script(
      'child.ts',
      `import { exitWithLauncher } from ${JSON.stringify(supervisePath)};
       exitWithLauncher(() => process.exit(0), 20);
       setInterval(() => {}, 1000);`,
    );
    const launcher = script(
      'launcher.ts',
      `import { supervise } from ${JSON.stringify(supervisePath)};
       const service = supervise({ name: 'child', command: process.execPath, args: ['--import', 'tsx', ${JSON.stringify(child)}], log: console.log, onGiveUp: () => {} });
       const wait = setInterval(() => { if (service.current()?.pid) { console.log('CHILD ' + service.current().pid); clearInterval(wait); } }, 10);
       setInterval(() => {}, 1000);`,
    );
    const parent = spawn(process.execPath, ['--import', 'tsx', launcher], { stdio: ['ignore', 'pipe', 'inherit'] });
    const childPid = await new Promise<number>((resolve) => {
      let output = '';
      parent.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /CHILD (\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
    });
    expect(alive(childPid)).toBe(true);
    parent.kill('SIGKILL');
    await eventually(() => !alive(childPid));
    expect(alive(childPid)).toBe(false);
  });
});

describe('stopWhenOutputIsGone', () => {
  it('stops once an output stream fails (its reader is gone), and the failure is not thrown', () => {
    const stop = vi.fn();
    const stdout = new PassThrough();
    const stderr = new PassThrough();
    stopWhenOutputIsGone(stop, [stdout, stderr]);
    expect(stop).not.toHaveBeenCalled();
    // With no listener, an 'error' event throws: this is what came back as an uncaught error, forever.
    expect(() => stdout.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))).not.toThrow();
    expect(stop).toHaveBeenCalledOnce();
  });
});
