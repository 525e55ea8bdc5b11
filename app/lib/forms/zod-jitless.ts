// Zod's documented `jitless` setting, for the browser: zod otherwise probes whether it may compile
// fast parsers with `new Function`, and under the site's Content-Security-Policy (no
// 'unsafe-eval') Chromium reports that probe as a violation even though zod catches it. Imported
// before any schema is built: first by the admin shell (routes/admin-layout.tsx), and by
// lazySchema before it loads a public form's schema. The server keeps zod's compiled parsers.
import { config } from "zod/v4/core";

if (typeof document !== "undefined") config({ jitless: true });
