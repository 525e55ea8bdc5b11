import { AdminPlaceholder } from "~/components/layout/admin-placeholder";
import { requireStaff } from "~/features/users/staff-session.server";
import type { Route } from "./+types/admin-articles";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.articles.title",
  subtitleKey: "admin.screens.articles.subtitle",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return null;
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function Screen() {
  return <AdminPlaceholder />;
}
