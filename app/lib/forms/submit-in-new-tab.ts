// A button that posts its form somewhere else in a new tab (a preview, a comparison) while the
// page keeps its form as typed. Without JavaScript the button's own formaction/formtarget do it;
// with JavaScript React Router's <Form> takes submissions over and ignores formtarget, so the
// click submits the form natively instead: `HTMLFormElement.prototype.submit` fires no submit
// event, so neither the router nor the form's checks step in, and nothing is saved.
import type { MouseEvent } from "react";

export function submitInNewTab(event: MouseEvent<HTMLButtonElement>) {
  const button = event.currentTarget;
  const form = button.form;
  if (!form) return;
  event.preventDefault();
  const before = ["action", "method", "target"].map((name) => [name, form.getAttribute(name)] as const);
  form.setAttribute("action", button.formAction);
  form.setAttribute("method", "post");
  form.setAttribute("target", "_blank");
  // The submission takes the form's fields and attributes now; putting the attributes back after
  // does not change where it goes. The prototype's submit, as a field named "submit" would shadow it.
  HTMLFormElement.prototype.submit.call(form);
  for (const [name, value] of before) {
    if (value === null) form.removeAttribute(name);
    else form.setAttribute(name, value);
  }
}
