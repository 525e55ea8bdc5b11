// What the log says at start-up about who signs staff in.
import type { Env } from "./env";

/** What an operator needs to read at start-up about sign-in. Secrets never appear. */
export function signInNotices(env: Pick<Env, "auth">): { level: "notice" | "warn"; message: string }[] {
  const { auth } = env;
  const admins = auth.adminEmails.length ? auth.adminEmails.join(", ") : "none";
  switch (auth.provider) {
    case "google":
    case "oidc":
      return [
        {
          level: "notice",
          message: `Sign-in: ${auth.provider === "google" ? "Google" : "OpenID Connect"} (${auth.client?.issuer}); local provider off (${auth.localIdp.reason}); ADMIN_EMAILS: ${admins}`,
        },
      ];
    case "local": {
      const notices: { level: "notice" | "warn"; message: string }[] = [
        {
          level: "notice",
          message: `Sign-in: built-in local identity provider at ${auth.client?.issuer}, because ${auth.localIdp.reason}. It accepts any e-mail without a password; ADMIN_EMAILS: ${admins}`,
        },
      ];
      if (auth.localIdp.setting === "on") {
        notices.push({
          level: "warn",
          message:
            "LOCAL_IDP=on: anyone who can reach this server can sign in as any e-mail, admins included. Use it for development and tests only.",
        });
      }
      return notices;
    }
    default:
      return [
        {
          level: "warn",
          message: `Sign-in: unavailable, so staff cannot sign in: no Google client is configured and the built-in provider is off (${auth.localIdp.reason}). To turn staff sign-in on, set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, and ADMIN_EMAILS for the first admin`,
        },
      ];
  }
}
