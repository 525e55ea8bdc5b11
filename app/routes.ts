import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Mirrors the specification's route table (section 2).
export default [
  route("set-language", "routes/set-language.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("rss.xml", "routes/rss.ts"),
  route("login", "routes/login.tsx"),
  route("auth/start", "routes/auth-start.ts"),
  route("auth/callback", "routes/auth-callback.ts"),
  route("logout", "routes/logout.ts"),
  route("webhooks/stripe", "routes/webhooks-stripe.ts"),
  route("attestation/token", "routes/attestation-token.ts"),
  route("admin", "routes/admin-layout.tsx", [
    index("routes/admin-index.ts"),
    route("dashboard", "routes/admin-dashboard.tsx"),
    route("articles", "routes/admin-articles.tsx"),
    route("articles/new", "routes/admin-article-new.tsx"),
    route("articles/:id/edit", "routes/admin-article-edit.tsx"),
    route("users", "routes/admin-users.tsx"),
    route("settings", "routes/admin-settings.tsx"),
    route("payments", "routes/admin-payments.tsx"),
  ]),
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("solutions", "routes/solutions.tsx"),
    route("services", "routes/services.tsx"),
    route("about", "routes/about.tsx"),
    route("contact", "routes/contact.tsx"),
    route("articles", "routes/articles.tsx"),
    route("articles/:slug", "routes/article.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("cookie-policy", "routes/cookie-policy.tsx"),
    route("terms", "routes/terms.tsx"),
    route("payment-success", "routes/payment-success.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
