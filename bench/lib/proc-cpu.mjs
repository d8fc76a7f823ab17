// The CPU the machine's processes have used, read from /proc (Linux): the bench scripts that measure Chromium and
// the site servers by process (bench/e2e-cpu.mjs, bench/axe-cpu.mjs) share this one reader.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** Every running process's id, parent id and CPU-seconds so far (user + system); a process that ends meanwhile is left out. */
export function processCpu() {
  const processes = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name in parentheses may hold spaces: the fields start after its closing one.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(entry), { parent: Number(fields[1]), seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND });
    } catch {
      // The process ended between listing and reading.
    }
  }
  return processes;
}
