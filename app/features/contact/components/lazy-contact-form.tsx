// The contact form's code (conform and the form's own), out of the /contact page's first load
// (ADR 083), asked for as soon as the page's module runs in the browser.
import { deferredForm } from "~/components/forms/deferred-form";

export const ContactForm = deferredForm(async () => (await import("./contact-form")).ContactForm, { eager: true });
