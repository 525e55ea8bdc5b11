// Runs the MDN HTTP Observatory's checks (its npm package, installed by bench/observatory.ts)
// on one host, port and path, and prints the result as JSON. The package's own scan() takes a
// host name only; this is the same scan with a port and a path. Run with NODE_EXTRA_CA_CERTS set
// to the test CA, so the certificate is trusted as a real one would be.
// Usage: node observatory-scan.mjs PACKAGE_DIR HOST PORT PATH
import dns from "node:dns";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [packageDir, host, port, pagePath] = process.argv.slice(2);
const load = (file) => import(pathToFileURL(path.join(packageDir, "src", file)).href);
const { retrieve } = await load("retriever/retriever.js");
const { ALL_TESTS, NUM_TESTS } = await load("constants.js");
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load("grader/charts.js");
const { getGradeForScore, getScoreModifier } = await load("grader/grader.js");

// The test host name lives on this machine (as /etc/hosts would say).
const lookup = dns.lookup;
dns.lookup = (name, options, callback) => {
  const done = typeof options === "function" ? options : callback;
  const all = typeof options === "object" && options?.all;
  if (name !== host) return lookup(name, options, callback);
  return all ? done(null, [{ address: "127.0.0.1", family: 4 }]) : done(null, "127.0.0.1", 4);
};

const retrieved = await retrieve(host, { httpsPort: port, path: pagePath });
if (!retrieved.responses.auto) {
  console.log(JSON.stringify({ error: "The site did not answer" }));
  process.exit(1);
}
let withExtraCredit = 100;
let uncurved = 100;
let passed = 0;
const tests = ALL_TESTS.map((test) => {
  const result = test(retrieved);
  const modifier = result.result ? getScoreModifier(result.result) : 0;
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  if (result.pass) passed += 1;
  return { name: result.constructor.name, result: result.result, pass: result.pass, modifier };
});
const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved;
const { grade } = getGradeForScore(score);
console.log(
  JSON.stringify({ path: pagePath, score, grade, passed, of: NUM_TESTS, status: retrieved.responses.auto.status, tests }),
);
