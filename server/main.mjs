// Production entry: serves the build made by `npm run build`.
import path from "node:path";
import { fileURLToPath } from "node:url";

// React and React Router pick their production builds from this; set it before the bundle loads.
process.env.NODE_ENV ??= "production";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const { start } = await import("../build/server/index.js");
try {
  await start(path.join(root, "build/client"));
} catch (error) {
  // A refusal with a reason (the configuration, a database newer than this build) is its message alone.
  const refusal = error instanceof Error && (error.name === "EnvError" || error.name === "StartupRefused");
  console.error(refusal ? error.message : error);
  process.exit(1);
}
