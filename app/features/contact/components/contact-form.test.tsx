import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ATTESTATION_FIELD } from "~/lib/attestation/attestation-config";
import { contactFormStrings } from "../contact-form-messages";
import { ATTESTATION_TOKEN_FIELD, HONEYPOT_FIELD } from "../contact-form-fields";
import { ContactForm } from "./contact-form";

function render(packageId: string | null) {
  const router = createMemoryRouter(
    [
      {
        path: "/contact",
        element: (
          <ContactForm
            strings={contactFormStrings("th")}
            formToken="123.sig"
            retentionMonths={12}
            packageId={packageId}
            packages={[
              { id: "starter", title: "Starter" },
              { id: "premium", title: "Premium" },
            ]}
            attestation={null}
            attestationStrings={null}
          />
        ),
      },
    ],
    { initialEntries: ["/contact"] },
  );
  return renderToString(<RouterProvider router={router} />);
}

describe("contact form", () => {
  it("sends the attestation token in the field the server reads", () => {
    expect(ATTESTATION_TOKEN_FIELD).toBe(ATTESTATION_FIELD);
  });

  it("renders labelled fields, the pre-selected package, the time stamp, a hidden honeypot and no pre-ticked box", () => {
    const html = render("premium");
    for (const label of ["ชื่อของคุณ", "อีเมล", "เบอร์โทรศัพท์", "ชื่อบริษัทหรือร้านค้า", "แพ็กเกจที่สนใจ", "ข้อความของคุณ"]) {
      expect(html).toContain(label);
    }
    expect(html).toMatch(/<option value="premium" selected="">Premium<\/option>/);
    expect(html).toContain('name="formToken" value="123.sig"');
    expect(html).toMatch(new RegExp(`aria-hidden="true"[^>]*>.*name="${HONEYPOT_FIELD}"`, "s"));
    expect(html).toMatch(
      new RegExp(
        `<input[^>]*name="${HONEYPOT_FIELD}"[^>]*tabindex="-1"|<input[^>]*tabindex="-1"[^>]*name="${HONEYPOT_FIELD}"`,
        "i",
      ),
    );
    expect(html).not.toContain("checked");
    expect(html).toContain('href="/privacy-policy"');
    expect(html).toContain("จะลบข้อมูลเมื่อครบ 12 เดือน");
  });
});
