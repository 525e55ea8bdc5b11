// A Vite plugin: every script of the browser build starts with V8's explicit compile hint,
// `//# allFunctionsCalledOnLoad` (Chromium 136+), so that V8 compiles all of a file's functions while
// the file streams in, off the main thread, instead of each one on its first call, on the main
// thread, in the middle of the takeover. Each file the browser loads is loaded to run: the
// page's routes, the shared chunks and the lazy parts a user has just asked for. ADR 079.
//
// The hint must be the file's first line, so it goes in after minification (`generateBundle`), and
// each source map (`npm run bench:bundle` builds with them) gains one empty line to match.
import type { Plugin } from "vite";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The parts of Rollup's output bundle read and changed here. */
type OutputFile =
  | { type: "chunk"; fileName: string; code: string; map?: { mappings: string } | null }
  | { type: "asset"; fileName: string; source: string | Uint8Array };

/** Shifts a source map's mappings one generated line down (`;` starts an empty line). */
function shiftedMap(source: string | Uint8Array): string {
  const map = JSON.parse(typeof source === "string" ? source : new TextDecoder().decode(source)) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/** Puts the hint at the top of every JavaScript chunk of `bundle`, in place, and keeps the maps in step. */
export function addCompileHints(bundle: Record<string, OutputFile>) {
  for (const file of Object.values(bundle)) {
    if (file.type !== "chunk" || file.code.startsWith(COMPILE_HINT)) continue;
    file.code = `${COMPILE_HINT}\n${file.code}`;
    if (file.map) file.map.mappings = `;${file.map.mappings}`;
    const mapAsset = bundle[`${file.fileName}.map`];
    if (mapAsset?.type === "asset") mapAsset.source = shiftedMap(mapAsset.source);
  }
}

export function compileHints(): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      addCompileHints(bundle as unknown as Record<string, OutputFile>);
    },
  };
}
