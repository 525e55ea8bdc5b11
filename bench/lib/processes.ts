// What the benchmark scripts share: a clean-up registry (also run on Ctrl-C), stopping a child
// process politely, and an environment with the project's Node 22 and tools first in PATH.
import { readFileSync } from "node:fs";
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Steps that undo what a script started, run last-in first-out by cleanUp(). */
export const cleanups: Array<() => Promise<void> | void> = [];

export async function cleanUp() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()?.();
    } catch (error) {
      console.error("Clean-up step failed:", error);
    }
  }
}

export async function stopProcess(child: ChildProcess, name: string) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => {
    console.warn(`${name} did not stop within 8 s; killing it.`);
    child.kill("SIGKILL");
  }, 8000);
  await exited;
  clearTimeout(timer);
}

export function binEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: `${path.join(projectRoot, "node_modules", ".bin")}${path.delimiter}${process.env.PATH ?? ""}`,
    ...extra,
  };
}

/** CPU time (user + system) a process and its children have used so far, in ms (Linux /proc). */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces) start at state, field 3.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean);
    const childMs = children.reduce((sum, child) => sum + (processCpuMs(Number(child)) ?? 0), 0);
    return (ticks * 1000) / 100 + childMs; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}
