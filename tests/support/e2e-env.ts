// Where the e2e servers listen (ports chosen by playwright.config.ts) and how they are set up.

/** A draft article on the PGlite site: visitors must never see it. */
export const E2E_DRAFT_SLUG = "an-unpublished-draft";

/** The first contact message on the PGlite site (id 1): the authorisation matrix opens it. */
export const E2E_CONTACT_MESSAGE = { id: 1, name: "Matrix Visitor" } as const;

/**
 * The e2e servers' session secret (every site, the production shape's instances too), so a test can
 * sign what the server would sign: the contact form's time stamp (tests/support/form-clock.ts).
 */
export const E2E_SESSION_SECRET = "e2e-session-secret-only-for-the-browser-tests-0123456789";

/** The measurement id the PostgreSQL site is configured with; the analytics tests look for it. */
export const E2E_GA_MEASUREMENT_ID = "G-E2ETEST123";

function siteUrl(variable: string) {
  const port = process.env[variable];
  if (!port) throw new Error(`${variable} is not set: run the e2e tests through playwright.config.ts`);
  return `http://127.0.0.1:${port}`;
}

/** The site on embedded PGlite, without analytics: every test's default baseURL. */
export const pgliteSiteUrl = () => siteUrl("E2E_SITE_PORT");
/** The site on a PostgreSQL server, with Google Analytics configured. */
export const postgresSiteUrl = () => siteUrl("E2E_POSTGRES_SITE_PORT");
/** A second PGlite site, for the tests that publish and delete articles (see playwright.config.ts). */
export const contentSiteUrl = () => siteUrl("E2E_CONTENT_SITE_PORT");
/** A PGlite site started without sample content (no sample articles or payment details): the go-live tests. */
export const bareSiteUrl = () => siteUrl("E2E_BARE_SITE_PORT");
