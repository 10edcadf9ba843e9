import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

const newDir = () => mkdtempSync(join(tmpdir(), 'sc-lock-'));

describe('acquireDataDirLock', () => {
  it('refuses a second holder while the first runs, and frees the folder on release', () => {
    const dir = newDir();
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/já está em uso pelo processo/);
    lock.release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = newDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    writeFileSync(join(dir, 'server.lock'), JSON.stringify({ pid: dead, host: hostname() }));
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });
});
