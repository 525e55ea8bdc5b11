import { describe, expect, it } from "vitest";
import { contactFormMessages } from "./contact-form-messages";
import { messagesT } from "~/i18n/messages";
import { checkContactForm, contactErrorText, contactLimits } from "./contact-schema";

/** The schema's verdict on a posted form, with the messages left as catalogue keys. */
function validateContactForm(values: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) formData.set(name, value);
  const submission = checkContactForm(formData, (key) => key);
  if (submission.status === "success") return { success: true as const, data: submission.value };
  const fieldErrors = Object.fromEntries(Object.entries(submission.error ?? {}).map(([field, errors]) => [field, errors?.[0]]));
  return { success: false as const, fieldErrors };
}

const valid = {
  name: "Somchai Jaidee",
  email: "somchai@example.co.th",
  phone: "",
  company: "",
  packageId: "",
  message: "We need a website for our coffee shop in Chiang Mai.",
};

const errorsOf = (values: Partial<typeof valid>) => {
  const result = validateContactForm({ ...valid, ...values });
  return result.success ? {} : result.fieldErrors;
};

describe("contact form schema", () => {
  it("accepts name, e-mail and message alone, trimming and dropping empty optional fields", () => {
    const result = validateContactForm({ ...valid, name: "  Somchai  ", email: " somchai@example.co.th " });
    expect(result).toEqual({
      success: true,
      data: {
        name: "Somchai",
        email: "somchai@example.co.th",
        message: valid.message,
        phone: undefined,
        company: undefined,
        packageId: undefined,
      },
    });
  });

  it("accepts Thai text and every optional field", () => {
    const result = validateContactForm({
      name: "สมชาย ใจดี",
      email: "somchai@example.co.th",
      phone: "081-234-5678",
      company: "ร้านกาแฟดอย",
      packageId: "ecommerce",
      message: "สนใจทำเว็บไซต์ขายกาแฟออนไลน์ครับ\nขอรายละเอียดเพิ่มเติม",
    });
    expect(result.success && result.data).toMatchObject({ phone: "081-234-5678", company: "ร้านกาแฟดอย", packageId: "ecommerce" });
  });

  it("requires name, e-mail and message, sent empty or not sent at all", () => {
    expect(validateContactForm({})).toEqual({
      success: false,
      fieldErrors: { name: "errors.nameRequired", email: "errors.emailRequired", message: "errors.messageRequired" },
    });
    expect(validateContactForm({ name: " ", email: "", phone: "", company: "", packageId: "", message: "   " })).toEqual({
      success: false,
      fieldErrors: { name: "errors.nameRequired", email: "errors.emailRequired", message: "errors.messageRequired" },
    });
  });

  it("refuses malformed e-mail addresses", () => {
    for (const email of ["somchai", "somchai@", "@example.com", "som chai@example.com", "a@b", "somchai@example..com"]) {
      expect(errorsOf({ email })).toEqual({ email: "errors.emailInvalid" });
    }
  });

  it("refuses header injection in the name and the e-mail address", () => {
    expect(errorsOf({ name: "Somchai\r\nBcc: victim@example.com" })).toEqual({ name: "errors.oneLine" });
    expect(errorsOf({ name: "Somchai\nX" })).toEqual({ name: "errors.oneLine" });
    expect(errorsOf({ email: "somchai@example.com\r\nBcc: victim@example.com" })).toEqual({ email: "errors.emailInvalid" });
    expect(errorsOf({ email: "somchai@example.com%0aBcc:x@example.com" })).toEqual({ email: "errors.emailInvalid" });
    expect(errorsOf({ company: "Shop\r\nSubject: spam" })).toEqual({ company: "errors.oneLine" });
  });

  it("keeps HTML in the message as text, but refuses control characters other than line breaks and tabs", () => {
    const html = '<script>alert("x")</script><b>bold</b>';
    const result = validateContactForm({ ...valid, message: html });
    expect(result.success && result.data.message).toBe(html);
    expect(errorsOf({ message: "Hello\u0000there" })).toEqual({ message: "errors.messageInvalid" });
    expect(errorsOf({ message: "Line one\r\n\tLine two" })).toEqual({});
  });

  it("enforces the length limits", () => {
    expect(errorsOf({ name: "n".repeat(contactLimits.name) })).toEqual({});
    expect(errorsOf({ name: "n".repeat(contactLimits.name + 1) })).toEqual({ name: "errors.nameTooLong" });
    expect(errorsOf({ email: `${"a".repeat(250)}@example.com` })).toEqual({ email: "errors.emailTooLong" });
    expect(errorsOf({ phone: "0".repeat(31) })).toEqual({ phone: "errors.phoneTooLong" });
    expect(errorsOf({ company: "c".repeat(contactLimits.company + 1) })).toEqual({ company: "errors.companyTooLong" });
    expect(errorsOf({ message: "m".repeat(contactLimits.message) })).toEqual({});
    expect(errorsOf({ message: "m".repeat(contactLimits.message + 1) })).toEqual({ message: "errors.messageTooLong" });
  });

  it("checks phone numbers when given", () => {
    expect(errorsOf({ phone: "call me" })).toEqual({ phone: "errors.phoneInvalid" });
  });

  it("drops a package that is no id instead of refusing the message (the route checks it is on offer)", () => {
    const result = validateContactForm({ ...valid, packageId: "<b>platinum</b>" });
    expect(result.success && result.data.packageId).toBeUndefined();
    const named = validateContactForm({ ...valid, packageId: "platinum" });
    expect(named.success && named.data.packageId).toBe("platinum");
  });

  it("answers a field the form never sends that way (a file, the same name twice, none) with a translated message", () => {
    const form = new FormData();
    form.set("name", "Mali");
    form.set("email", new Blob(["x"]), "file.txt");
    form.append("message", "one");
    form.append("message", "two");
    form.set("extra", "ignored");
    const submission = checkContactForm(form, contactErrorText(messagesT(contactFormMessages, "th") as (key: string) => string));
    expect(submission.status === "error" && submission.error).toEqual({
      email: [contactFormMessages.th.errors.check],
      message: [contactFormMessages.th.errors.check],
    });
  });

  it("puts the field's limit into a too-long message", () => {
    const submission = checkContactForm(
      new URLSearchParams({ ...valid, company: "c".repeat(contactLimits.company + 1) }),
      contactErrorText(messagesT(contactFormMessages, "en") as (key: string) => string),
    );
    expect(submission.status === "error" && submission.error).toEqual({
      company: [`Please keep the company name under ${contactLimits.company} characters.`],
    });
  });

  it("has a message in both languages for every error the schema can give", () => {
    const keys = [
      "nameRequired",
      "nameTooLong",
      "emailRequired",
      "emailTooLong",
      "emailInvalid",
      "phoneTooLong",
      "phoneInvalid",
      "companyTooLong",
      "messageRequired",
      "messageTooLong",
      "messageInvalid",
      "oneLine",
      "check",
    ] as const;
    for (const key of keys) {
      expect(contactFormMessages.en.errors[key]).toBeTruthy();
      expect(contactFormMessages.th.errors[key]).toMatch(/[\u0E00-\u0E7F]/);
    }
  });
});
