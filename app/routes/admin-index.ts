import { redirect } from "react-router";

// /admin has no screen of its own (spec section 2): the guard runs on /admin/dashboard.
export function loader() {
  throw redirect("/admin/dashboard");
}
