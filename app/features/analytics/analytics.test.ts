import { describe, expect, it, vi } from "vitest";
import { type AnalyticsWindow, createAnalytics, purchaseEventParams, reportedPath, toMajorUnits } from "./analytics";
import { CONSENT_DEFAULTS } from "./consent";

const ID = "G-TEST123";

function fakeWindow(search = ""): AnalyticsWindow & { dataLayer: unknown[] } {
  return { dataLayer: [], location: { origin: "https://siamwebstudio.co.th", search } };
}

/** The dataLayer as plain arrays (gtag pushes Arguments objects). */
function commands(win: { dataLayer: unknown[] }) {
  return win.dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>));
}

function events(win: { dataLayer: unknown[] }) {
  return commands(win).filter(([command]) => command === "event");
}

function setUp(options: { search?: string; development?: boolean } = {}) {
  const win = fakeWindow(options.search);
  const logger = { debug: vi.fn() };
  const analytics = createAnalytics({ measurementId: ID, development: options.development ?? false, logger, window: win });
  return { win, logger, analytics };
}

describe("createAnalytics with a measurement id", () => {
  it("defines gtag with consent denied, and configures GA4 without the automatic page view", () => {
    const { win, analytics } = setUp();
    expect(analytics.enabled).toBe(true);
    expect(typeof win.gtag).toBe("function");
    const [consent, js, config] = commands(win);
    expect(consent).toEqual(["consent", "default", CONSENT_DEFAULTS]);
    expect(js?.[0]).toBe("js");
    expect(js?.[1]).toBeInstanceOf(Date);
    expect(config).toEqual(["config", ID, { send_page_view: false }]);
    // gtag.js only understands Arguments objects.
    expect(Object.prototype.toString.call(win.dataLayer[2])).toBe("[object Arguments]");
  });

  it("uses the gtag function the inline script defined, and configures once per window", () => {
    const win = fakeWindow();
    const calls: unknown[][] = [];
    win.gtag = (...args: unknown[]) => calls.push(args);
    createAnalytics({ measurementId: ID, development: false, window: win });
    createAnalytics({ measurementId: ID, development: false, window: win }).event("generate_lead");
    expect(calls).toEqual([
      ["config", ID, { send_page_view: false }],
      ["event", "generate_lead", {}],
    ]);
  });

  it("sends a page view with path, title and a location without private query parameters", () => {
    const { win, analytics } = setUp({ search: "?session_id=cs_test_abc&utm_source=facebook&email=a%40b.co" });
    analytics.pageView({ path: "/payment-success?session_id=cs_test_abc", name: "payment-success" });
    expect(events(win)).toEqual([
      [
        "event",
        "page_view",
        {
          page_path: "/payment-success",
          page_title: "payment-success",
          page_location: "https://siamwebstudio.co.th/payment-success?utm_source=facebook",
        },
      ],
    ]);
  });

  it("sets the reported location for gtag's later hits on the page, so a route pattern replaces the address bar", () => {
    const { win, analytics } = setUp({ search: "?lang=th" });
    analytics.pageView({ path: "/preview/:token?lang=th", name: "article-preview" });
    const location = "https://siamwebstudio.co.th/preview/:token?lang=th";
    expect(commands(win).filter(([command]) => command === "set")).toEqual([["set", { page_location: location }]]);
    expect(events(win)).toEqual([
      ["event", "page_view", { page_path: "/preview/:token?lang=th", page_title: "article-preview", page_location: location }],
    ]);
  });

  it("keeps the query that chooses what a page shows in the path and the location, before the campaign", () => {
    const { win, analytics } = setUp({ search: "?category=seo&utm_source=line&page=2" });
    analytics.pageView({ path: "/articles?category=seo&utm_source=line&page=2", name: "articles" });
    expect(events(win)).toEqual([
      [
        "event",
        "page_view",
        {
          page_path: "/articles?category=seo&page=2",
          page_title: "articles",
          page_location: "https://siamwebstudio.co.th/articles?category=seo&page=2&utm_source=line",
        },
      ],
    ]);
  });

  it("sends one event per page view call", () => {
    const { win, analytics } = setUp();
    analytics.pageView({ path: "/", name: "home" });
    analytics.pageView({ path: "/about", name: "about" });
    expect(events(win).map(([, , params]) => (params as { page_path: string }).page_path)).toEqual(["/", "/about"]);
  });

  it("sends custom events with their parameters", () => {
    const { win, analytics } = setUp();
    analytics.event("generate_lead", { form: "contact", value: 0, currency: "THB" });
    expect(events(win)).toEqual([["event", "generate_lead", { form: "contact", value: 0, currency: "THB" }]]);
  });

  it("never sends personal data, and says so in development", () => {
    const { win, analytics, logger } = setUp({ development: true });
    analytics.event("generate_lead", {
      form: "contact",
      email: "somchai@example.com",
      customer_name: "Somchai",
      note: "call 081-234-5678",
      company_size: "small",
    });
    expect(events(win)).toEqual([["event", "generate_lead", { form: "contact", company_size: "small" }]]);
    expect(logger.debug).toHaveBeenCalledWith('Analytics: dropped personal parameter "email" from generate_lead');
  });

  it("refuses event names GA4 would reject", () => {
    const { win, analytics } = setUp();
    analytics.event("contact form sent");
    analytics.event("1st_event");
    expect(events(win)).toEqual([]);
  });

  it("sends purchases in baht with the spec's item", () => {
    const { win, analytics } = setUp();
    analytics.purchase({
      transactionId: "pi_3NabcDEF12345678",
      amount: 4_275_00,
      currency: "thb",
      payment_method: "promptpay",
      order: { package_name: "E-commerce Website", final_amount: 4_500_00 },
    });
    expect(events(win)).toEqual([
      [
        "event",
        "purchase",
        {
          transaction_id: "pi_3NabcDEF12345678",
          value: 4275,
          currency: "THB",
          payment_type: "promptpay",
          items: [{ item_name: "E-commerce Website", item_category: "web_services", quantity: 1, price: 4275 }],
        },
      ],
    ]);
  });
});

describe("purchaseEventParams", () => {
  it.each([
    {
      name: "reference number, order total and defaults",
      payment: { reference_number: "BT-2026-0042", payment_method: "bank_transfer", order: { final_amount: 150_000 } },
      expected: {
        transaction_id: "BT-2026-0042",
        value: 1500,
        currency: "THB",
        payment_type: "bank_transfer",
        items: [{ item_name: "Website package", item_category: "web_services", quantity: 1, price: 1500 }],
      },
    },
    {
      name: "transaction id wins over reference number, amount over order total",
      payment: { transactionId: "pi_1", reference_number: "BT-1", amount: 99_50, order: { final_amount: 1 } },
      expected: {
        transaction_id: "pi_1",
        value: 99.5,
        currency: "THB",
        items: [{ item_name: "Website package", item_category: "web_services", quantity: 1, price: 99.5 }],
      },
    },
    {
      name: "nothing known",
      payment: {},
      expected: {
        value: 0,
        currency: "THB",
        items: [{ item_name: "Website package", item_category: "web_services", quantity: 1, price: 0 }],
      },
    },
    {
      name: "another currency",
      payment: { amount: 145_00, currency: "USD", order: { package_name: "  " } },
      expected: {
        value: 145,
        currency: "USD",
        items: [{ item_name: "Website package", item_category: "web_services", quantity: 1, price: 145 }],
      },
    },
  ])("$name", ({ payment, expected }) => {
    expect(purchaseEventParams(payment)).toEqual(expected);
  });

  it("never copies customer details", () => {
    const payment = {
      transactionId: "pi_1",
      amount: 100,
      customer: { name: "Somchai", email: "somchai@example.com", phone: "0812345678" },
    };
    expect(JSON.stringify(purchaseEventParams(payment))).not.toMatch(/Somchai|example|081/);
  });
});

describe("toMajorUnits", () => {
  it.each([
    [159_000_00, "THB", 159_000],
    [199, "THB", 1.99],
    [14_500, "USD", 145],
    [500, "JPY", 500],
    [1234, "XYZ", 12.34],
  ])("%d %s -> %d", (minor, currency, major) => {
    expect(toMajorUnits(minor, currency)).toBe(major);
  });
});

describe("createAnalytics without a measurement id", () => {
  it.each([undefined, null, "", "  "])("is a no-op for %j", (measurementId) => {
    const win = fakeWindow();
    const analytics = createAnalytics({ measurementId, development: false, window: win });
    analytics.pageView({ path: "/", name: "home" });
    analytics.event("generate_lead", { form: "contact" });
    analytics.purchase({ amount: 100 });
    expect(analytics.enabled).toBe(false);
    expect(win.dataLayer).toEqual([]);
    expect(win.gtag).toBeUndefined();
  });

  it("logs what it would send in development only", () => {
    const logger = { debug: vi.fn() };
    createAnalytics({ development: true, logger, window: fakeWindow() }).pageView({ path: "/about", name: "about" });
    expect(logger.debug).toHaveBeenCalledWith("Analytics (no measurement id): page_view", {
      page_path: "/about",
      page_title: "about",
      page_location: "https://siamwebstudio.co.th/about",
    });

    const quiet = { debug: vi.fn() };
    createAnalytics({ development: false, logger: quiet, window: fakeWindow() }).pageView({ path: "/", name: "home" });
    expect(quiet.debug).not.toHaveBeenCalled();
  });

  it("does nothing on the server, where there is no window", () => {
    expect(() => createAnalytics({ measurementId: ID, development: false }).pageView({ path: "/" })).not.toThrow();
  });
});

describe("reportedPath", () => {
  it("keeps the pathname and the parameters that choose the page's content, in their order", () => {
    expect(reportedPath("/articles?page=2")).toBe("/articles?page=2");
    expect(reportedPath("/articles?category=web%20design&page=3#list")).toBe("/articles?category=web+design&page=3");
    expect(reportedPath("/contact?package=starter")).toBe("/contact?package=starter");
  });

  it("drops tokens, searches, dialogs and campaign parameters, which are not pages of their own", () => {
    expect(reportedPath("/order-confirmation?ref=SWS-1&t=secret")).toBe("/order-confirmation");
    expect(reportedPath("/admin/payments?q=somchai%40example.com&page=2")).toBe("/admin/payments?page=2");
    expect(reportedPath("/services?checkout=starter&option=deposit")).toBe("/services");
    expect(reportedPath("/?utm_source=facebook")).toBe("/");
    expect(reportedPath("")).toBe("/");
  });
});
