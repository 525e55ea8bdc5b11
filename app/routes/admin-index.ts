import { redirect } from "react-router";
import { requireStaff } from "~/features/users/staff-session.server";
import type { Route } from "./+types/admin-index";

// /admin has no screen of its own (docs/product.md#routes). It guards like every admin loader, so a
// visitor goes straight to /login rather than by way of the dashboard.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  throw redirect("/admin/dashboard");
}
