// Where the Site content forms post for a preview (client-safe): the kind, and the edited row's id
// (none for a new one; a testimonial's or FAQ entry's id travels in its form), and the section of
// the public page each kind is seen in.
export const previewKinds = ["packages", "add-ons", "plans", "testimonials", "faq"] as const;
export type PreviewKind = (typeof previewKinds)[number];

export const isPreviewKind = (value: string | undefined): value is PreviewKind => previewKinds.includes(value as PreviewKind);

/** The section of the public page that shows the kind (its element id), which the preview scrolls to. */
export const previewSections: Record<PreviewKind, string> = {
  packages: "packages-title",
  "add-ons": "add-ons",
  plans: "maintenance",
  testimonials: "testimonials",
  faq: "faq",
};

export function previewPath(kind: PreviewKind, id?: string | null): string {
  const path = `/admin/content/preview/${kind}`;
  return id ? `${path}?${new URLSearchParams({ id })}` : path;
}
