// Every regular expression in the application's source, found by parsing it: the literals
// (`/.../g`) and each `new RegExp(...)` whose pattern can be worked out from the file itself
// (string literals, templates, String.raw and the constants they name, `OTHER.source`). A pattern
// that cannot be worked out is reported as such, so nothing escapes the checks.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";

export interface FoundRegex {
  /** file:line, relative to the repository. */
  where: string;
  /** The pattern and flags, or undefined when it is built from something the file cannot tell. */
  regex?: { source: string; flags: string };
}

// The parser's nodes, as far as this module reads them.
interface Node {
  type: string;
  loc?: { start: { line: number } };
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function walk(node: unknown, visit: (node: Node) => void) {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!isNode(node)) return;
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key !== "loc" && key !== "extra" && typeof value === "object") walk(value, visit);
  }
}

type Constants = Map<string, Node>;

function isRegExpConstructor(node: Node) {
  const callee = node.callee as Node;
  return (
    (node.type === "NewExpression" || node.type === "CallExpression") && callee.type === "Identifier" && callee.name === "RegExp"
  );
}

function templateText(node: Node, constants: Constants, depth: number, raw: boolean): string | undefined {
  const quasis = node.quasis as Node[];
  const expressions = node.expressions as Node[];
  let text = "";
  for (const [index, quasi] of quasis.entries()) {
    const value = quasi.value as { raw: string; cooked: string };
    text += raw ? value.raw : value.cooked;
    const expression = expressions[index];
    if (!expression) continue;
    const part = evaluate(expression, constants, depth + 1);
    if (part === undefined) return undefined;
    text += part;
  }
  return text;
}

/** The string an expression stands for, when the file alone says so. */
function evaluate(node: Node, constants: Constants, depth = 0): string | undefined {
  if (depth > 20) return undefined;
  switch (node.type) {
    case "StringLiteral":
      return node.value as string;
    case "TemplateLiteral":
      return templateText(node, constants, depth, false);
    case "TaggedTemplateExpression": {
      const tag = node.tag as Node;
      const isRaw =
        tag.type === "MemberExpression" && (tag.object as Node).name === "String" && (tag.property as Node).name === "raw";
      return isRaw ? templateText(node.quasi as Node, constants, depth, true) : undefined;
    }
    case "Identifier": {
      const initializer = constants.get(node.name as string);
      return initializer ? evaluate(initializer, constants, depth + 1) : undefined;
    }
    case "MemberExpression": {
      // `OTHER.source`, where OTHER is a regex constant of this file.
      const object = node.object as Node;
      if ((node.property as Node).name !== "source" || object.type !== "Identifier") return undefined;
      const initializer = constants.get(object.name as string);
      return initializer ? regexOf(initializer, constants, depth + 1)?.source : undefined;
    }
    default:
      return undefined;
  }
}

function regexOf(node: Node, constants: Constants, depth = 0): FoundRegex["regex"] {
  if (node.type === "RegExpLiteral") return { source: node.pattern as string, flags: node.flags as string };
  if (!isRegExpConstructor(node)) return undefined;
  const [pattern, flags] = node.arguments as Node[];
  if (!pattern) return undefined;
  const source = evaluate(pattern, constants, depth);
  const flagText = flags ? evaluate(flags, constants, depth) : "";
  return source === undefined || flagText === undefined ? undefined : { source, flags: flagText };
}

/** The regular expressions in every source file (tests excluded) under `dirs` of `root`. */
export function findRegexes(root: string, dirs: string[]): FoundRegex[] {
  const found: FoundRegex[] = [];
  for (const file of dirs.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const ast = parse(readFileSync(file, "utf8"), {
      sourceType: "module",
      plugins: file.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"],
    }) as unknown as Node;
    const constants: Constants = new Map();
    walk(ast, (node) => {
      const id = node.id as Node | undefined;
      if (node.type === "VariableDeclarator" && id?.type === "Identifier" && isNode(node.init)) {
        constants.set(id.name as string, node.init);
      }
    });
    walk(ast, (node) => {
      if (node.type !== "RegExpLiteral" && !isRegExpConstructor(node)) return;
      const where = `${path.relative(root, file)}:${node.loc?.start.line ?? 0}`;
      found.push({ where, regex: regexOf(node, constants) });
    });
  }
  return found;
}
