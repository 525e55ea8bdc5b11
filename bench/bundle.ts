// Bundle analysis (`npm run bench:bundle`): builds the app with hidden source maps and prints, for
// every public route, the JavaScript its document loads before anything can be tapped (the entry,
// the root and site layout, the route and their imports, as the build's manifest lists them), as
// served to a browser (the build's Brotli copies, ADR 038) and as gzip; then which packages and app
// folders fill the chunks every page shares. Figures, not a test: it exits 0 whatever the sizes,
// 1 only when it cannot build or read the build. `--route order-confirmation` also lists who fills
// that route's own files.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { SourceMapConsumer } from "source-map-js";
import { benchDir, buildApp } from "./lib/run";
import { projectRoot } from "./lib/processes";

/** The budget a public route's first load is measured against (docs/performance.md). */
const BUDGET_KB = 125;
const assets = path.join(projectRoot, "build", "client");

interface ManifestRoute {
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

function readManifest(): Manifest {
  const name = readdirSync(path.join(assets, "assets")).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error("No manifest in build/client/assets: did the build run?");
  const source = readFileSync(path.join(assets, "assets", name), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as Manifest;
}

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length / 1024;
/** What a browser that accepts Brotli downloads: the precompressed copy, or the gzip when there is none. */
const servedKb = (file: string) =>
  existsSync(path.join(assets, `${file}.br`)) ? statSync(path.join(assets, `${file}.br`)).size / 1024 : gzipKb(file);
const sum = (files: Iterable<string>, size: (file: string) => number) =>
  [...files].reduce((total, file) => total + size(file), 0);

/** The package (`react-dom`) or app folder (`app/components/layout`) a source file belongs to. */
function owner(source: string): string {
  const at = source.lastIndexOf("node_modules/");
  if (at >= 0) {
    const [scope = "", name = ""] = source.slice(at + "node_modules/".length).split("/");
    return scope.startsWith("@") ? `${scope}/${name}` : scope;
  }
  const app = source.indexOf("/app/");
  return app >= 0
    ? source
        .slice(app + 1)
        .split("/")
        .slice(0, 3)
        .join("/")
    : "(generated)";
}

/** A chunk's gzip size shared out over its owners in proportion to the bytes each produced. */
function owners(file: string): Map<string, number> {
  const code = readFileSync(path.join(assets, file), "utf8");
  if (!existsSync(path.join(assets, `${file}.map`))) return new Map([["(generated)", gzipKb(file)]]);
  const lines = code.split("\n");
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(path.join(assets, `${file}.map`), "utf8")));
  const mappings: { line: number; column: number; source: string | null }[] = [];
  consumer.eachMapping((m) => mappings.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }));
  const bytes = new Map<string, number>();
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const end = next && next.line === mapping.line ? next.column : (lines[mapping.line - 1]?.length ?? 0) + 1;
    const name = mapping.source ? owner(mapping.source) : "(generated)";
    bytes.set(name, (bytes.get(name) ?? 0) + end - mapping.column);
  });
  const scale = gzipKb(file) / Math.max(1, code.length);
  return new Map([...bytes].map(([name, size]) => [name, size * scale]));
}

const isPublicPage = (id: string) => id.startsWith("routes/") && !id.startsWith("routes/admin");

async function main() {
  const took = await buildApp({ BUNDLE_SOURCEMAP: "1" });
  console.info(`Built in ${(took / 1000).toFixed(1)} s.\n`);
  const manifest = readManifest();
  const layout = ["root", "routes/site-layout"].map((id) => manifest.routes[id]);
  const shared = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of layout) for (const file of [route?.module, ...(route?.imports ?? [])]) if (file) shared.add(file);
  const sharedKb = sum(shared, servedKb);
  const sharedGzipKb = sum(shared, gzipKb);

  const rows = Object.entries(manifest.routes)
    .filter(([id]) => isPublicPage(id) && id !== "routes/site-layout")
    .map(([id, route]) => {
      const own = [route.module, ...(route.imports ?? [])].filter((file) => !shared.has(file));
      const ownKb = sum(own, servedKb);
      const gzipTotalKb = sharedGzipKb + sum(own, gzipKb);
      return { route: id.replace("routes/", ""), totalKb: sharedKb + ownKb, ownKb, gzipTotalKb, files: own.length };
    })
    // Resource routes (sitemap, feeds, webhooks) have an empty client module: no page to load.
    .filter((row) => row.ownKb > 0.1 || row.route === "not-found");
  console.info(
    `JavaScript a public page loads first, KB as served (Brotli) and as gzip -9; budget ${BUDGET_KB} KB, headers not counted\n`,
  );
  console.info(`${"route".padEnd(26)} ${"served".padStart(7)} ${"own".padStart(6)} ${"gzip".padStart(7)}  files`);
  for (const row of rows.sort((a, b) => b.totalKb - a.totalKb)) {
    const mark = row.totalKb > BUDGET_KB ? "  over" : "";
    const figures = [
      row.totalKb.toFixed(1).padStart(7),
      row.ownKb.toFixed(1).padStart(6),
      row.gzipTotalKb.toFixed(1).padStart(7),
    ];
    console.info(`${row.route.padEnd(26)} ${figures.join(" ")}  ${row.files}${mark}`);
  }

  const parts = new Map<string, number>();
  for (const file of shared) for (const [name, kb] of owners(file)) parts.set(name, (parts.get(name) ?? 0) + kb);
  console.info(
    `\nShared by every page: ${sharedKb.toFixed(1)} KB served (${sharedGzipKb.toFixed(1)} KB gzip) over ${shared.size} files; gzip KB by owner:`,
  );
  for (const [name, kb] of [...parts].sort((a, b) => b[1] - a[1]).filter(([, kb]) => kb >= 0.2)) {
    console.info(`${kb.toFixed(1).padStart(7)} KB  ${name}`);
  }
  const focus = process.argv.indexOf("--route");
  const focusId = focus >= 0 ? `routes/${process.argv[focus + 1] ?? ""}` : null;
  const focusRoute = focusId ? manifest.routes[focusId] : undefined;
  if (focusId && !focusRoute) console.info(`\nNo route ${focusId} in the build.`);
  if (focusRoute) {
    const own = [focusRoute.module, ...(focusRoute.imports ?? [])].filter((file) => !shared.has(file));
    const routeParts = new Map<string, number>();
    for (const file of own) for (const [name, kb] of owners(file)) routeParts.set(name, (routeParts.get(name) ?? 0) + kb);
    console.info(`\n${focusId} loads besides the shared files (gzip KB by owner):`);
    for (const [name, kb] of [...routeParts].sort((a, b) => b[1] - a[1]).filter(([, kb]) => kb >= 0.2)) {
      console.info(`${kb.toFixed(1).padStart(7)} KB  ${name}`);
    }
  }
  const report = {
    date: new Date().toISOString(),
    budgetKb: BUDGET_KB,
    sharedKb,
    sharedGzipKb,
    shared: Object.fromEntries(parts),
    routes: rows,
  };
  writeFileSync(path.join(benchDir, "bundle.json"), `${JSON.stringify(report, null, 2)}\n`);
  console.info(`\nFull figures: ${path.relative(projectRoot, path.join(benchDir, "bundle.json"))}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
