// Every regular expression in the application's code (app/ and server/) is checked twice: by a
// ReDoS analyser (recheck), which proves its matching time linear or names an attack string, and
// by running it on 16 KB hostile inputs, which must cost well under 100 ms of CPU. A new regex is
// covered the moment it is written; one built at run time from parts the file cannot tell fails.
import { checkSync } from "recheck";
import { describe, expect, it } from "vitest";
import { findRegexes } from "../tests/support/regex-literals";

const root = new URL("..", import.meta.url).pathname;
const found = findRegexes(root, ["app", "server"]);

const verdicts = new Map<string, ReturnType<typeof checkSync>>();
/** The analyser's verdict on a pattern, worked out once per pattern. */
function analyse(source: string, flags: string) {
  const key = `${flags}/${source}`;
  let verdict = verdicts.get(key);
  if (!verdict) {
    verdict = checkSync(source, flags, { timeout: 10_000 });
    verdicts.set(key, verdict);
  }
  return verdict;
}

const HOSTILE_UNITS = [
  "<",
  ">",
  "-",
  "/",
  "\\",
  "=",
  "#",
  "?",
  " ",
  "\t",
  "\n",
  ";",
  ",",
  ".",
  "@",
  "a",
  "A",
  "0",
  "_",
  "[",
  "]",
  "(",
  ")",
  "{{",
  "`",
  "&",
  "%",
  "+",
  "ก",
  "่",
  "<!--",
  "<a ",
  "session",
  "\u0000",
];
const SIZE = 16 * 1024;

/** 16 KB of one repeated unit with a tail that spoils a match, plus the analyser's own attack. */
function hostileInputs(source: string, flags: string): string[] {
  const units = new Set(HOSTILE_UNITS);
  // The pattern's own words (`session`, `modulepreload`), repeated, are what a tailored attack uses.
  for (const word of source.match(/[A-Za-z]{3,}/g) ?? []) units.add(word);
  const inputs = [...units].map((unit) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE) + "\u0000!");
  const diagnostics = analyse(source, flags);
  if (diagnostics.status === "vulnerable") {
    // The analyser's attack (prefix, pumped part, suffix), pumped to the same size.
    const { pumps, suffix } = diagnostics.attack;
    const pumped = pumps.map(
      ({ prefix, pump }) => prefix + pump.repeat(Math.ceil(SIZE / Math.max(1, pump.length) / pumps.length)),
    );
    inputs.push(pumped.join("") + suffix);
  }
  return inputs;
}

/** CPU milliseconds spent running `regex` over `inputs` the way the code uses it (every match). */
function cpuMs(source: string, flags: string, inputs: string[]): number {
  const global = new RegExp(source, flags.includes("g") ? flags.replace("y", "") : `${flags.replace("y", "")}g`);
  const start = process.cpuUsage();
  for (const input of inputs) input.replace(global, "");
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

describe("regular expressions", () => {
  it("finds the application's regexes, and can tell the pattern of every one", () => {
    expect(found.length).toBeGreaterThan(100);
    expect(found.filter((entry) => !entry.regex).map((entry) => entry.where)).toEqual([]);
  });

  it("are all linear by the ReDoS analyser", () => {
    const vulnerable = found.flatMap(({ where, regex }) => {
      if (!regex) return [];
      const diagnostics = analyse(regex.source, regex.flags);
      return diagnostics.status === "safe" ? [] : [`${where} /${regex.source}/${regex.flags}: ${diagnostics.status}`];
    });
    expect(vulnerable).toEqual([]);
  }, 120_000);

  it("each finish 16 KB hostile inputs in well under 100 ms of CPU", () => {
    const slow = found.flatMap(({ where, regex }) => {
      if (!regex) return [];
      const inputs = hostileInputs(regex.source, regex.flags);
      // The best of three runs, so that a busy machine does not count against a regex.
      const ms = Math.min(...[1, 2, 3].map(() => cpuMs(regex.source, regex.flags, inputs)));
      return ms < 100 ? [] : [`${where} /${regex.source}/${regex.flags}: ${ms.toFixed(0)} ms`];
    });
    expect(slow).toEqual([]);
  }, 120_000);
});
