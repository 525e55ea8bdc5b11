// GET /admin/messages.csv: every contact message as CSV, for admins (editors get 403, others /login).
import { appContext } from "~/.server/context";
import { contactMessagesCsv } from "~/features/contact/contact-csv";
import { allContactMessages } from "~/features/contact/contact.server";
import { requireAdmin } from "~/features/users/staff-session.server";
import type { Route } from "./+types/admin-messages-csv";
import { NO_STORE_CACHE_CONTROL } from "~/lib/cache-control";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = context.get(appContext);
  const csv = contactMessagesCsv(await allContactMessages(db));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="contact-messages-${day}.csv"`,
      "Cache-Control": NO_STORE_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
