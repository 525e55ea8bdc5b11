import { AdminPlaceholder } from "~/components/layout/admin-placeholder";
import { requireStaff } from "~/features/users/staff-session.server";
import type { Route } from "./+types/admin-payments";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.payments.title",
  subtitleKey: "admin.screens.payments.subtitle",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return null;
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function Screen() {
  return <AdminPlaceholder />;
}
