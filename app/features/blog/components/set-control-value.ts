// A value set by the editor itself (the slug made from the title, an uploaded cover, the rich-text
// editor's HTML): the input event lets the form's state (conform) see it as if it were typed.
export function setControlValue(element: HTMLInputElement, value: string) {
  element.value = value;
  element.dispatchEvent(new Event("input", { bubbles: true }));
}
