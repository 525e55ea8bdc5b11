// readForm, the one way a form action reads its submission, on a real database (the rate limit
// is a PostgreSQL counter): what each refusal answers, in which order the checks run, and that a
// refusal always brings back what was typed.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { catalogueErrorText } from "~/lib/forms/parse-form";
import type { FormReply } from "~/lib/forms/form-reply";
import { routeContext, testEnv } from "../../tests/support/route-context";
import { databaseKinds, suiteDatabase } from "../../tests/support/test-database";
import { formReply, formSuccess, readForm, type ReadFormOptions } from "./forms.server";

const SITE = "http://127.0.0.1:3997";

const texts: Record<string, string> = {
  "errors.nameRequired": "Enter your name.",
  "errors.tooLong": "At most {{max}} characters.",
  "errors.check": "Check this field.",
};
const t = (key: string, values?: Record<string, string | number>) =>
  (texts[key] ?? key).replace("{{max}}", String(values?.max ?? ""));

const schema = z.object({
  name: z
    .string({ error: (issue) => (issue.input === undefined ? "errors.nameRequired" : undefined) })
    .trim()
    .min(1, "errors.nameRequired")
    .max(5, "errors.tooLong"),
  note: z.string().optional(),
});

const options = (extra: Partial<ReadFormOptions<typeof schema>> = {}): ReadFormOptions<typeof schema> => ({
  schema,
  errorText: catalogueErrorText(t, { fallbackKey: "errors.check", limits: { name: 5 } }),
  unreadable: "The form could not be read.",
  ...extra,
});

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(`${SITE}/form`, { method: "POST", body, headers });
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

type Answer = { data: FormReply<unknown>; init: { status: number; headers: Record<string, string> } };
const answer = (response: unknown) => response as Answer;

describe.each(databaseKinds)("readForm on %s", (kind) => {
  const database = suiteDatabase(kind);
  const env = testEnv("forms-", { SITE_URL: SITE });
  let ip = 0;
  const context = () => routeContext(env, database.db, { clientIp: `10.7.0.${++ip}` });

  it("hands the parsed value to the action when everything is right", async () => {
    const read = await readForm(post(form({ name: "  Mali ", note: "hi" })), context(), options());
    expect(read.ok && read.value).toEqual({ name: "Mali", note: "hi" });
  });

  it("answers 400 with one translated message per field and the values that were sent", async () => {
    const read = await readForm(post(form({ name: "Somchai", note: "keep me" })), context(), options());
    expect(read.ok).toBe(false);
    if (read.ok) return;
    const { data, init } = answer(read.response);
    expect(init.status).toBe(400);
    expect(init.headers["Cache-Control"]).toBe("private, no-store");
    expect(data.result).toMatchObject({
      status: "error",
      error: { name: ["At most 5 characters."] },
      initialValue: { name: "Somchai", note: "keep me" },
    });
  });

  it("refuses a field name that asks for a huge list before the form is parsed, and echoes nothing back", async () => {
    const read = await readForm(post(form({ name: "Mali", "note[50000000]": "x" })), context(), options());
    expect(read.ok).toBe(false);
    if (read.ok) return;
    const { data, init } = answer(read.response);
    expect(init.status).toBe(400);
    expect(data.result).toEqual({ status: "error", error: { "": ["The form could not be read."] } });
  });

  it("says a missing field in the schema's words and a field sent twice in the generic words", async () => {
    const twice = new URLSearchParams([
      ["name", "A"],
      ["name", "B"],
    ]);
    const missing = await readForm(post(form({})), context(), options());
    const doubled = await readForm(post(twice), context(), options());
    expect(!missing.ok && answer(missing.response).data.result.error).toEqual({ name: ["Enter your name."] });
    expect(!doubled.ok && answer(doubled.response).data.result.error).toEqual({ name: ["Check this field."] });
  });

  it("answers a body that is not a form with the form-wide message", async () => {
    const read = await readForm(
      post("--x\r\nbroken", { "Content-Type": "multipart/form-data; boundary=nothing-here" }),
      context(),
      options(),
    );
    expect(!read.ok && answer(read.response).init.status).toBe(400);
    expect(!read.ok && answer(read.response).data.result.error).toEqual({ "": ["The form could not be read."] });
  });

  it("rate-limits per client address before the fields are judged, keeping what was typed", async () => {
    const limited = options({
      rateLimit: {
        rule: { scope: `forms-test-${kind}`, limit: 2, windowMs: 60_000 },
        message: (minutes) => `Wait ${minutes} min.`,
      },
    });
    const same = context();
    for (let i = 0; i < 2; i++) expect((await readForm(post(form({ name: "Mali" })), same, limited)).ok).toBe(true);
    const third = await readForm(post(form({ name: "far too long" })), same, limited);
    expect(third.ok).toBe(false);
    if (third.ok) return;
    const { data, init } = answer(third.response);
    expect(init.status).toBe(429);
    expect(Number(init.headers["Retry-After"])).toBeGreaterThan(0);
    expect(data.result.error).toEqual({ "": ["Wait 1 min."] });
    expect(data.result.initialValue).toMatchObject({ name: "far too long" });
    // Another address has its own count.
    expect((await readForm(post(form({ name: "Mali" })), context(), limited)).ok).toBe(true);
  });

  it("runs the form's early checks before the fields: a refusal with its status, or a pretended success", async () => {
    const refusing = options({ early: (data) => (data.get("note") === "bot" ? { refuse: "Too quick.", status: 400 } : null) });
    const refused = await readForm(post(form({ name: "", note: "bot" })), context(), refusing);
    expect(!refused.ok && answer(refused.response).data.result.error).toEqual({ "": ["Too quick."] });

    const pretending = options({ early: () => ({ pretendSuccess: { receipt: "fake" } }) });
    const pretended = await readForm(post(form({ name: "" })), context(), pretending);
    expect(!pretended.ok && answer(pretended.response).init.status).toBe(200);
    expect(!pretended.ok && answer(pretended.response).data).toEqual({
      result: { status: "success", initialValue: null },
      success: { receipt: "fake" },
    });
  });

  it("replies to a use-case's refusal and to a success in the same shape", async () => {
    const read = await readForm(post(form({ name: "Mali" })), context(), options());
    if (!read.ok) throw new Error("expected the form to be read");
    const refused = answer(formReply(read.submission, { status: 409, formErrors: ["Someone else saved first."] }));
    expect(refused.init.status).toBe(409);
    expect(refused.data.result).toMatchObject({ status: "error", error: { "": ["Someone else saved first."] } });
    const accepted = answer(formSuccess(read.submission, { id: 7 }));
    expect(accepted.data).toEqual({ result: { status: "success", initialValue: null }, success: { id: 7 } });
  });
});
