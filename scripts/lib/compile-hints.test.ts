import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type RawSourceMap, SourceMapConsumer } from "source-map-js";
import { build, type Rolldown } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT, compileHints } from "./compile-hints";

type Output = Rolldown.RolldownOutput["output"][number];

/** A real (minified) Vite build of two small modules, one loaded lazily, with source maps, written to dist/. */
async function buildFixture(dir: string): Promise<Output[]> {
  writeFileSync(
    path.join(dir, "main.js"),
    'export function greet(name) {\n  return "Hello, " + name;\n}\ndocument.title = greet("Somchai");\nimport("./lazy.js").then((m) => m.later());\n',
  );
  writeFileSync(path.join(dir, "lazy.js"), 'export function later() {\n  console.info("later");\n}\n');
  const result = await build({
    root: dir,
    logLevel: "silent",
    configFile: false,
    plugins: [compileHints()],
    build: { outDir: path.join(dir, "dist"), sourcemap: "hidden", rolldownOptions: { input: path.join(dir, "main.js") } },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) => ("output" in output ? output.output : []));
}

describe("compileHints", () => {
  let dir: string;
  let output: Output[];
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
    output = await buildFixture(dir);
  }, 30_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const chunks = () => output.filter((file) => file.type === "chunk");

  it("starts every script of the build, the lazy one too, with V8's compile hint on a line of its own", () => {
    expect(chunks().length).toBe(2);
    for (const chunk of chunks()) expect(chunk.code.split("\n")[0]).toBe(COMPILE_HINT);
  });

  it("keeps each written source map pointing at the right source after the added line", () => {
    const main = chunks().find((chunk) => chunk.code.includes("Hello, "));
    if (!main) throw new Error("no entry chunk");
    const written = readFileSync(path.join(dir, "dist", `${main.fileName}.map`), "utf8");
    const consumer = new SourceMapConsumer(JSON.parse(written) as RawSourceMap);
    const lines = main.code.split("\n");
    // The minifier may quote the string otherwise: the column of its opening quote.
    const line = lines.findIndex((text) => text.includes("Hello, "));
    const position = consumer.originalPositionFor({ line: line + 1, column: lines[line]!.indexOf("Hello, ") - 1 });
    expect(position.source).toMatch(/main\.js$/);
    expect(position.line).toBe(2);
  });

  it("leaves files that are not scripts alone", () => {
    for (const asset of output.filter((file) => file.type === "asset")) {
      const text = typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source);
      expect(text.startsWith(COMPILE_HINT)).toBe(false);
    }
  });
});

describe("addCompileHints", () => {
  it("shifts a source map the bundle carries as a file of its own, as the app's build writes them", () => {
    const map = { version: 3, sources: ["main.js"], names: [], mappings: "AAAA,SAASA" };
    const bundle = {
      "main.js": { type: "chunk" as const, fileName: "main.js", code: "function a(){}", map: { ...map } },
      "main.js.map": { type: "asset" as const, fileName: "main.js.map", source: JSON.stringify(map) },
    };
    addCompileHints(bundle);
    addCompileHints(bundle); // a second pass (a rebuild in watch mode) adds nothing
    expect(bundle["main.js"].code).toBe(`${COMPILE_HINT}\nfunction a(){}`);
    expect(JSON.parse(bundle["main.js.map"].source)).toEqual({ ...map, mappings: ";AAAA,SAASA" });
    expect(bundle["main.js"].map.mappings).toBe(";AAAA,SAASA");
  });
});
