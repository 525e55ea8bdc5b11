import { describe, expect, it } from "vitest";
import { lazySchema } from "./lazy-schema";

describe("lazySchema", () => {
  it("loads the module once, however many times it is asked for, and then hands it out", async () => {
    let imports = 0;
    const schema = lazySchema(async () => ({ id: ++imports }));
    expect(schema.current).toBeNull();
    const [first, second] = await Promise.all([schema.load(), schema.load()]);
    expect(first).toEqual({ id: 1 });
    expect(second).toBe(first);
    expect(schema.current).toBe(first);
    expect(imports).toBe(1);
  });

  it("answers null and says it failed when the module cannot load, without asking again", async () => {
    let imports = 0;
    const schema = lazySchema(async () => {
      imports++;
      throw new Error("offline");
    });
    await expect(schema.load()).resolves.toBeNull();
    await expect(schema.load()).resolves.toBeNull();
    expect(schema.failed).toBe(true);
    expect(schema.current).toBeNull();
    expect(imports).toBe(1);
  });
});
