// `npm run fonts`: writes app/fonts/ (the site's web fonts and their stylesheet) from the pinned
// @fontsource-variable packages. Run it after upgrading those packages; scripts/lib/font-subsets.test.ts
// fails until the committed files match.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildFonts, licences } from "./lib/font-subsets";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const dir = path.join(projectRoot, "app", "fonts");
const { files, css } = await buildFonts();
mkdirSync(dir, { recursive: true });
for (const name of readdirSync(dir)) rmSync(path.join(dir, name));
for (const file of [...files, ...licences()]) writeFileSync(path.join(dir, file.name), file.bytes);
writeFileSync(path.join(dir, "fonts.css"), css);
const total = files.reduce((sum, file) => sum + file.bytes.length, 0);
console.info(
  `Wrote ${files.length} fonts (${(total / 1024).toFixed(1)} KB) and fonts.css to ${path.relative(projectRoot, dir)}/`,
);
for (const file of files) console.info(`  ${file.name.padEnd(32)} ${(file.bytes.length / 1024).toFixed(1)} KB`);
