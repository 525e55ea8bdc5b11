import { describe, expect, it } from "vitest";
import { catalogueWithPackage, defaultCatalogue } from "../../tests/support/catalogue";
import { copyFigureNames, figuresIn, unknownFigures } from "./copy-figures";

describe("copy figures", () => {
  it("names the terms and every package, add-on and plan figure of the catalogue", () => {
    const names = copyFigureNames(defaultCatalogue());
    expect(names).toEqual(
      expect.arrayContaining([
        "siteOnlineDays",
        "depositPercent",
        "discountPercent",
        "freeHostingMonths",
        "workStartsHours",
        "lowestPrice",
        "starterPrice",
        "premiumPriceUsd",
        "ecommerceDelivery",
        "ecommercePages",
        "extraPagePrice",
        "logoPrice",
        "basicPlanPrice",
        "enterprisePlanPrice",
      ]),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it("keeps a hidden package's figures, and has no lowest price while every package is hidden", () => {
    expect(copyFigureNames(catalogueWithPackage("premium", { hidden: true }))).toContain("premiumPrice");
    const allHidden = defaultCatalogue();
    for (const row of allHidden.packages) row.hidden = true;
    expect(copyFigureNames(allHidden)).not.toContain("lowestPrice");
  });

  it("finds the placeholders a text uses and those the catalogue cannot fill", () => {
    const text = "From {{ starterPrice }}, or {{goldPrice}}; again {{starterPrice}}.";
    expect(figuresIn(text)).toEqual(["starterPrice", "goldPrice"]);
    expect(unknownFigures(text, defaultCatalogue())).toEqual(["goldPrice"]);
    const withoutPremium = defaultCatalogue();
    withoutPremium.packages = withoutPremium.packages.filter((row) => row.id !== "premium");
    expect(unknownFigures("{{premiumDelivery}}", withoutPremium)).toEqual(["premiumDelivery"]);
  });
});
