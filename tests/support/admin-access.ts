// The authorisation matrix: who may open every admin page and call every admin loader and action.
// tests/e2e/authorisation.e2e.test.ts asks each row as a visitor, a pending user, an editor and an
// admin, and checks allow or deny for every cell. Anyone not listed in `allowed` must be denied
// (deny by default). The test also FAILS when an /admin route in app/routes.ts has no page row, or
// exports an action that has no action row: a new admin screen is not done until it is listed here.
//
// How to add rows
// - A new admin screen: one `page` row with its route id (the file under app/, no extension), a
//   concrete path and who may open it. The test requests the whole page and, separately, only the
//   route's own loader (`<path>.data?_routes=<route>`), so every loader must guard itself.
// - A new action (a form that POSTs): one `action` row per intent the action handles, with a form
//   body. Choose a body that changes nothing even when it is allowed (an unknown id, a value that
//   fails validation): the matrix runs against the shared e2e database while other tests run. The
//   test posts it as a plain form (no JavaScript) and as the client's `.data` request, with this
//   site's Origin header, as a browser would send.
//
// What the cells mean
// - deny, for a visitor or a pending user: a redirect to /login (docs/product.md#route-guards).
// - deny, for staff without the role (an editor on an admin-only screen): HTTP 403.
// - allow: anything else that is not a server error (200 for a page; for an action also 400 for a
//   body that fails validation, or 404 for an unknown id).
export type Actor = "visitor" | "pending" | "editor" | "admin";
export const actors: readonly Actor[] = ["visitor", "pending", "editor", "admin"];

interface Row {
  /** Route id: the route's file as in app/routes.ts, without the extension. */
  route: string;
  /** A concrete URL of that route. */
  path: string;
  /** Who is allowed; everyone else must be denied. */
  allowed: readonly Actor[];
  /** Why, in a few words (shown in the test names). */
  note?: string;
}

export interface PageRow extends Row {
  kind: "page";
}

export interface ActionRow extends Row {
  kind: "action";
  /** The form body, e.g. { intent: "change-role", uid: "...", role: "editor" }. */
  form: Record<string, string>;
}

export type AdminAccessRow = PageRow | ActionRow;

const staff: readonly Actor[] = ["editor", "admin"];
const adminsOnly: readonly Actor[] = ["admin"];

/** A uid no profile has: allowed role changes then fail with "user not found" and change nothing. */
export const UNKNOWN_UID = "matrix-no-such-user";

export const adminAccess: AdminAccessRow[] = [
  // The shell's own loader (every admin page runs it; asked here on its own).
  { kind: "page", route: "routes/admin-layout", path: "/admin/dashboard", allowed: staff, note: "the admin shell" },
  { kind: "page", route: "routes/admin-index", path: "/admin", allowed: staff, note: "redirects to the dashboard" },
  { kind: "page", route: "routes/admin-dashboard", path: "/admin/dashboard", allowed: staff },
  { kind: "page", route: "routes/admin-articles", path: "/admin/articles", allowed: staff },
  { kind: "page", route: "routes/admin-article-new", path: "/admin/articles/new", allowed: staff },
  { kind: "page", route: "routes/admin-article-edit", path: "/admin/articles/1/edit", allowed: staff },
  // Article actions: ids no article has (404) or bodies that fail validation (400).
  ...(["publish", "unpublish", "delete"] as const).map((intent): ActionRow => ({
    kind: "action",
    route: "routes/admin-articles",
    path: "/admin/articles",
    form: { intent, id: "2147483000" },
    allowed: staff,
    note: `${intent} an article`,
  })),
  {
    kind: "action",
    route: "routes/admin-article-new",
    path: "/admin/articles/new",
    // No English title or content: 400, nothing created.
    form: { slug: "matrix-never-created", status: "draft" },
    allowed: staff,
    note: "create an article",
  },
  {
    kind: "action",
    route: "routes/admin-article-edit",
    path: "/admin/articles/2147483000/edit",
    form: { slug: "matrix-never-saved", status: "draft", "en.title": "Matrix", "en.content": "<p>Matrix</p>" },
    allowed: staff,
    note: "save an article",
  },
  // An article's history: article 1's list; an earlier version and a restore of ids no article or
  // version has (404 when allowed), so nothing changes.
  { kind: "page", route: "routes/admin-article-history", path: "/admin/articles/1/history", allowed: staff },
  {
    kind: "page",
    route: "routes/admin-article-history-revision",
    path: "/admin/articles/1/history/2147483000",
    allowed: staff,
    note: "compare an earlier version",
  },
  {
    kind: "action",
    route: "routes/admin-article-history-revision",
    path: "/admin/articles/2147483000/history/2147483000",
    form: { revision: "2026-01-01T00:00:00.000Z" },
    allowed: staff,
    note: "restore an earlier version",
  },
  {
    kind: "page",
    route: "routes/admin-article-compare",
    path: "/admin/articles/1/compare",
    allowed: staff,
    note: "compare page",
  },
  {
    kind: "action",
    route: "routes/admin-article-compare",
    path: "/admin/articles/2147483000/compare",
    // Stores nothing in any case; an unknown article: 404.
    form: { slug: "matrix-compare", status: "draft", "en.title": "Matrix", "en.content": "<p>Matrix</p>" },
    allowed: staff,
    note: "compare a refused save",
  },
  // Previews (shown in the site's layout) and share links. The posted forms have no English title
  // (400 when allowed); the share link names an article no one has (404): nothing is made.
  {
    kind: "page",
    route: "routes/admin-article-preview",
    path: "/admin/articles/1/preview",
    allowed: staff,
    note: "saved draft preview",
  },
  {
    kind: "action",
    route: "routes/admin-article-preview",
    path: "/admin/articles/2147483000/preview",
    form: { status: "draft", "en.content": "<p>Matrix</p>" },
    allowed: staff,
    note: "preview unsaved changes",
  },
  {
    kind: "page",
    route: "routes/admin-article-preview-new",
    path: "/admin/articles/preview",
    allowed: staff,
    note: "new article preview",
  },
  {
    kind: "action",
    route: "routes/admin-article-preview-new",
    path: "/admin/articles/preview",
    form: { status: "draft", "en.content": "<p>Matrix</p>" },
    allowed: staff,
    note: "preview a new article",
  },
  { kind: "page", route: "routes/admin-article-share-link", path: "/admin/articles/1/share-link", allowed: staff },
  {
    kind: "action",
    route: "routes/admin-article-share-link",
    path: "/admin/articles/2147483000/share-link",
    form: { intent: "create", days: "7", label: "matrix" },
    allowed: staff,
    note: "create a share link (the article does not exist)",
  },
  {
    kind: "action",
    route: "routes/admin-article-share-link",
    path: "/admin/articles/2147483000/share-link",
    form: { intent: "revoke", linkId: "2147483000" },
    allowed: staff,
    note: "revoke a share link (neither exists)",
  },
  {
    kind: "page",
    route: "routes/admin-articles-slug-check",
    path: "/admin/articles/slug-check?slug=matrix-slug",
    allowed: staff,
    note: "slug check (JSON)",
  },
  { kind: "page", route: "routes/admin-media-upload", path: "/admin/media", allowed: staff, note: "upload limits (JSON)" },
  {
    kind: "action",
    route: "routes/admin-media-upload",
    path: "/admin/media",
    // No file: 400, nothing stored.
    form: { note: "no file" },
    allowed: staff,
    note: "upload an image",
  },
  // Categories are words: editors manage them too (ADR 088). The bodies fail validation (400) or
  // name a category no one has (404), so nothing changes.
  { kind: "page", route: "routes/admin-categories", path: "/admin/categories", allowed: staff },
  {
    kind: "action",
    route: "routes/admin-categories",
    path: "/admin/categories",
    form: { intent: "create", slug: "Not A Slug", nameEn: "Matrix" },
    allowed: staff,
    note: "create a category",
  },
  ...(["rename", "delete"] as const).map((intent): ActionRow => ({
    kind: "action",
    route: "routes/admin-categories",
    path: "/admin/categories",
    form: { intent, slug: "matrix-no-such-category", revision: "2026-01-01T00:00:00.000Z", nameEn: "Matrix", nameTh: "" },
    allowed: staff,
    note: `${intent} a category`,
  })),
  // The marketing pages' words: editors and admins (docs/decisions/088-site-content-in-the-database.md).
  { kind: "page", route: "routes/admin-content-pages", path: "/admin/content/pages", allowed: staff },
  { kind: "page", route: "routes/admin-content-page", path: "/admin/content/pages/about", allowed: staff },
  {
    kind: "action",
    route: "routes/admin-content-page",
    path: "/admin/content/pages/about",
    // An emptied English heading fails validation (400) when allowed, so the page never changes.
    form: { revision: "2026-01-01T00:00:00.000Z", "en/hero/title": "" },
    allowed: staff,
    note: "save a page's words",
  },
  { kind: "page", route: "routes/admin-content-page-preview", path: "/admin/content/pages/about/preview", allowed: staff },
  {
    kind: "action",
    route: "routes/admin-content-page-preview",
    path: "/admin/content/pages/about/preview",
    // Shows the words posted (or their errors) and stores nothing.
    form: { revision: "2026-01-01T00:00:00.000Z", "en/hero/title": "" },
    allowed: staff,
    note: "preview a page's unsaved words",
  },
  { kind: "page", route: "routes/admin-content-preview", path: "/admin/content/preview/packages", allowed: staff },
  {
    kind: "action",
    route: "routes/admin-content-preview",
    path: "/admin/content/preview/faq",
    // An entry with no words fails validation (400) when allowed; nothing is stored either way.
    form: { intent: "save", id: "", revision: "" },
    allowed: staff,
    note: "preview an unsaved FAQ entry",
  },
  // Testimonials and the FAQ are words: editors and admins (ADR 088). A save with every field
  // empty fails validation (400); the row buttons name an entry no one has (404): nothing changes.
  ...(["testimonials", "faq"] as const).flatMap((screen): AdminAccessRow[] => [
    { kind: "page", route: `routes/admin-content-${screen}`, path: `/admin/content/${screen}`, allowed: staff },
    {
      kind: "action",
      route: `routes/admin-content-${screen}`,
      path: `/admin/content/${screen}`,
      form: { intent: "save", id: "", revision: "" },
      allowed: staff,
      note: `add to ${screen}`,
    },
    ...(["move-up", "move-down", "hide", "show", "delete"] as const).map((intent): ActionRow => ({
      kind: "action",
      route: `routes/admin-content-${screen}`,
      path: `/admin/content/${screen}`,
      form: { intent, id: "2147483000", revision: "2026-01-01T00:00:00.000Z" },
      allowed: staff,
      note: `${intent} in ${screen}`,
    })),
  ]),
  // Site content: the index, and packages, add-ons and maintenance plans (ADR 094). Editors open
  // every screen and save words; only admins add, move, delete or change a figure. Bodies change
  // nothing: an id no row has (404), or a form without its words (400). The "change a price" row
  // posts a changed price for a row the migration made: editors are refused (403) before the form
  // is read, admins get 400 for the missing words.
  { kind: "page", route: "routes/admin-content", path: "/admin/content", allowed: staff, note: "Site content index" },
  ...(
    [
      ["packages", "package", "premium"],
      ["add-ons", "add-on", "domain"],
      ["plans", "plan", "basic"],
    ] as const
  ).flatMap(([list, one, existing]): AdminAccessRow[] => [
    { kind: "page", route: `routes/admin-content-${list}`, path: `/admin/content/${list}`, allowed: staff },
    {
      kind: "page",
      route: `routes/admin-content-${one}-new`,
      path: `/admin/content/${list}/new`,
      allowed: staff,
      note: "editors see why not",
    },
    {
      kind: "page",
      route: `routes/admin-content-${one}`,
      path: `/admin/content/${list}/${existing}`,
      allowed: staff,
      note: "editors: words",
    },
    ...(["move", "delete"] as const).map((intent): ActionRow => ({
      kind: "action",
      route: `routes/admin-content-${list}`,
      path: `/admin/content/${list}`,
      form: { intent, id: "matrix-no-such-row", direction: "up" },
      allowed: adminsOnly,
      note: `${intent} in ${list}`,
    })),
    {
      kind: "action",
      route: `routes/admin-content-${one}-new`,
      path: `/admin/content/${list}/new`,
      form: { id: "matrix-never-created" },
      allowed: adminsOnly,
      note: `create in ${list}`,
    },
    {
      kind: "action",
      route: `routes/admin-content-${one}`,
      path: `/admin/content/${list}/matrix-no-such-row`,
      form: { revision: "2026-01-01T00:00:00.000Z" },
      allowed: staff,
      note: `save words in ${list}`,
    },
    {
      kind: "action",
      route: `routes/admin-content-${one}`,
      path: `/admin/content/${list}/${existing}`,
      form: { revision: "2026-01-01T00:00:00.000Z", priceThb: "1" },
      allowed: adminsOnly,
      note: `change a price in ${list} (editors: 403)`,
    },
  ]),
  { kind: "page", route: "routes/admin-users", path: "/admin/users", allowed: adminsOnly },
  {
    kind: "action",
    route: "routes/admin-users",
    path: "/admin/users",
    form: { intent: "change-role", uid: UNKNOWN_UID, role: "editor" },
    allowed: adminsOnly,
    note: "role change",
  },
  { kind: "page", route: "routes/admin-settings", path: "/admin/settings", allowed: staff, note: "editors read-only" },
  {
    kind: "action",
    route: "routes/admin-settings",
    path: "/admin/settings",
    // Fails validation (400) when allowed, so the shared settings never change.
    form: { revision: "0", "agency.phone": "not a phone number" },
    allowed: adminsOnly,
    note: "save settings",
  },
  // Orders, payments, slips and contact messages are customers' and visitors' personal data:
  // admins only (docs/decisions/047-personal-data-by-role.md).
  { kind: "page", route: "routes/admin-payments", path: "/admin/payments", allowed: adminsOnly },
  // Order 1 with payment 1 and its slip are seeded by e2e-server.ts; decisions name an order
  // nobody has (404 when allowed), so nothing changes.
  { kind: "page", route: "routes/admin-payment", path: "/admin/payments/1", allowed: adminsOnly, note: "an order's payments" },
  {
    kind: "page",
    route: "routes/admin-payment-slip",
    path: "/admin/payments/slips/1",
    allowed: adminsOnly,
    note: "a transfer slip image",
  },
  {
    kind: "page",
    route: "routes/admin-payments-export",
    path: "/admin/payments/export",
    allowed: adminsOnly,
    note: "payments CSV",
  },
  // An order and a document no one has (404 when allowed).
  {
    kind: "page",
    route: "routes/admin-payment-document",
    path: "/admin/payments/2147483000/documents/2147483000",
    allowed: adminsOnly,
    note: "a receipt or tax invoice PDF",
  },
  // The balance request and the correction name an order no one has (404), or fail validation (400).
  ...(["confirm", "fail", "request-balance", "correct-documents", "cancel-order", "withdraw-balance"] as const).map(
    (intent): ActionRow => ({
      kind: "action",
      route: "routes/admin-payment",
      path: "/admin/payments/2147483000",
      form: { intent },
      allowed: adminsOnly,
      note: `${intent} a payment`,
    }),
  ),
  // Message 1 is seeded by e2e-server.ts; actions use an id no message has (404 when allowed), so
  // nothing changes.
  { kind: "page", route: "routes/admin-message", path: "/admin/messages/1", allowed: adminsOnly, note: "a contact message" },
  ...(["read", "unread", "delete"] as const).map((intent): ActionRow => ({
    kind: "action",
    route: "routes/admin-message",
    path: "/admin/messages/2147483000",
    form: { intent },
    allowed: adminsOnly,
    note: `${intent} a contact message`,
  })),
  {
    kind: "page",
    route: "routes/admin-messages-csv",
    path: "/admin/messages.csv",
    allowed: adminsOnly,
    note: "contact messages CSV",
  },
  // Data-subject requests (PDPA): ids no request has (404), or a form that fails validation (400).
  { kind: "page", route: "routes/admin-privacy", path: "/admin/privacy", allowed: adminsOnly, note: "privacy requests" },
  {
    kind: "action",
    route: "routes/admin-privacy",
    path: "/admin/privacy",
    form: { kind: "erasure", email: "not-an-address" },
    allowed: adminsOnly,
    note: "record a privacy request",
  },
  {
    kind: "page",
    route: "routes/admin-privacy-request",
    path: "/admin/privacy/1",
    allowed: adminsOnly,
    note: "a privacy request",
  },
  ...(["erase", "complete", "refuse"] as const).map((intent): ActionRow => ({
    kind: "action",
    route: "routes/admin-privacy-request",
    path: "/admin/privacy/2147483000",
    form: { intent, note: "matrix" },
    allowed: adminsOnly,
    note: `${intent} a privacy request`,
  })),
  {
    kind: "page",
    route: "routes/admin-privacy-export",
    path: "/admin/privacy/2147483000/export",
    allowed: adminsOnly,
    note: "a privacy request's zip",
  },
];
