import { describe, expect, it } from "vitest";
import { isPackageId, packageIds } from "./package-ids";
import { packages } from "./pricing";

describe("package ids", () => {
  it("are the ids of the pricing table, in its order", () => {
    expect(packages.map((pkg) => pkg.id)).toEqual([...packageIds]);
  });

  it("recognise only those ids", () => {
    expect(packageIds.every(isPackageId)).toBe(true);
    expect([null, undefined, "", "Starter", "enterprise", 1].some(isPackageId)).toBe(false);
  });
});
