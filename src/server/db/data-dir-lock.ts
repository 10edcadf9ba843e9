import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  readonly lockFile: string;
  readonly holderPid: number;

  constructor(lockFile: string, holderPid: number) {
    super(
      `A pasta de dados já está em uso pelo processo ${holderPid} (${lockFile}). ` +
        'O banco embutido (PGlite) aceita um único processo: pare o outro servidor ou use outro DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
    this.lockFile = lockFile;
    this.holderPid = holderPid;
  }
}

type LockContent = { pid: number; host: string };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockContent | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockContent;
  } catch {
    return undefined;
  }
}

/**
 * PGlite has no lock of its own: two processes on one data folder silently lose writes. The
 * server holds `DATA_DIR/server.lock` (created exclusively, holding its pid) while it runs. A lock
 * left by a process that died is taken over; one held by a live process refuses the start.
 */
export function acquireDataDirLock(dataDir: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  const content = JSON.stringify({ pid: process.pid, host: hostname() } satisfies LockContent);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, content);
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (readLock(file)?.pid === process.pid) unlinkSync(file);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(file);
      const staleHere = holder && holder.host === hostname() && !isAlive(holder.pid);
      if (holder && !staleHere) throw new DataDirLockedError(file, holder.pid);
      unlinkSync(file);
    }
  }
  throw new DataDirLockedError(file, readLock(file)?.pid ?? 0);
}
