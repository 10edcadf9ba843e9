import { readFileSync } from 'node:fs';

/** Resident memory of a process from /proc/<pid>/status, in MiB (VmRSS now, VmHWM its peak). */
export function residentMemory(pid: number): { rssMb: number; peakMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rssMb: Math.round(kib('VmRSS') / 1024), peakMb: Math.round(kib('VmHWM') / 1024) };
  } catch {
    // The process has exited (or this is not Linux).
    return null;
  }
}

export type MemoryTrace = { second: number; rssMb: (number | null)[] }[];

/** Samples the RSS of each pid every second until `stop()`; answers the trace. */
export function traceMemory(pids: readonly number[]) {
  const trace: MemoryTrace = [];
  const started = performance.now();
  const sample = () =>
    trace.push({
      second: Math.round((performance.now() - started) / 1000),
      rssMb: pids.map((pid) => residentMemory(pid)?.rssMb ?? null),
    });
  sample();
  const timer = setInterval(sample, 1000);
  return {
    stop(): MemoryTrace {
      clearInterval(timer);
      sample();
      return trace;
    },
  };
}
