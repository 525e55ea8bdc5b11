// The import fence of eslint.config.js (ADR 052), proved on planted source text: each wrong-way
// import is refused with the boundary rule's error, and the ways the layers may import pass.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file at `file`. */
async function ruleIds(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const fence = "import-x/no-restricted-paths";

describe("the import fence", { timeout: 60_000 }, () => {
  it("refuses a feature importing another feature, by alias or by relative path", async () => {
    expect(await ruleIds("app/features/blog/planted.ts", 'import "~/features/checkout/order-pricing";\n')).toEqual([fence]);
    expect(await ruleIds("app/features/blog/planted.ts", 'import "../checkout/order-pricing";\n')).toEqual([fence]);
  });

  it("refuses shared code importing a feature or a route", async () => {
    expect(await ruleIds("app/lib/planted.ts", 'import "~/features/blog/pagination";\n')).toEqual([fence]);
    expect(await ruleIds("app/components/planted.tsx", 'import "~/routes/home";\n')).toEqual([fence]);
    expect(await ruleIds("app/.server/planted.ts", 'import "~/features/users/users.server";\n')).toEqual([fence]);
  });

  it("refuses a feature importing a route", async () => {
    expect(await ruleIds("app/features/blog/planted.ts", 'import "~/routes/contact";\n')).toEqual([fence]);
  });

  it("refuses app code importing tests/, but lets a test beside the code use the test support", async () => {
    const code = 'import "../../tests/support/test-database";\n';
    expect(await ruleIds("app/lib/planted.ts", code)).toEqual([fence]);
    expect(await ruleIds("app/lib/planted.test.ts", code)).toEqual([]);
  });

  it("refuses an import cycle", async () => {
    // logger.ts imports ./log-mask on disk; log-mask importing the logger closes the loop.
    expect(await ruleIds("app/lib/log-mask.ts", 'import "~/lib/logger";\n')).toEqual(["import-x/no-cycle"]);
  });

  it("lets each layer import the layers below it and its own feature", async () => {
    const feature = [
      'import "~/lib/seo";',
      'import "~/i18n/config";',
      'import "./pagination";',
      'import "~/features/blog/blog-types";',
    ];
    expect(await ruleIds("app/features/blog/planted.ts", `${feature.join("\n")}\n`)).toEqual([]);
    const route = ['import "~/features/blog/pagination";', 'import "~/features/checkout/order-pricing";', 'import "~/lib/seo";'];
    expect(await ruleIds("app/routes/planted.tsx", `${route.join("\n")}\n`)).toEqual([]);
  });
});
