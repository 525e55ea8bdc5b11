// /admin/content/pages: the marketing pages whose words can be edited, each with how many of its
// texts differ from the defaults. Editors and admins.
import { data, Link } from "react-router";
import { appContext, requestLanguage } from "~/.server/context";
import { copyPageIds } from "~/features/marketing/page-copy-defaults.server";
import { pageCopyMessages } from "~/features/site-content/page-copy-messages";
import { getEditedCopy } from "~/features/site-content/page-copy.server";
import { requireStaff } from "~/features/users/staff-session.server";
import { messagesT, useMessages } from "~/i18n/messages";
import { noStoreHeaders } from "~/lib/cache-control";
import type { Route } from "./+types/admin-content-pages";
import type { AdminScreenHandle } from "./admin-layout";

export const handle: AdminScreenHandle = {
  titleKey: "admin.screens.pageCopy.title",
  subtitleKey: "admin.screens.pageCopy.subtitle",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db } = context.get(appContext);
  const edits = await getEditedCopy(db);
  const pages = copyPageIds.map((page) => ({
    page,
    edited: new Set([...Object.keys(edits[page].en), ...Object.keys(edits[page].th)]).size,
  }));
  return data(
    { title: messagesT(pageCopyMessages, requestLanguage(context))("meta.listTitle"), pages },
    { headers: noStoreHeaders() },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Page copy" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminContentPages({ loaderData }: Route.ComponentProps) {
  const { t } = useMessages(pageCopyMessages);
  return (
    <div className="max-w-3xl space-y-4">
      <p className="text-slate-700">{t("list.intro")}</p>
      <ul className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        {loaderData.pages.map(({ page, edited }) => (
          <li key={page} className="flex flex-wrap items-center justify-between gap-2 px-5 py-4">
            <Link to={`/admin/content/pages/${page}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {t("list.edit", { page: t(`pages.${page}`) })}
            </Link>
            <span className="text-sm text-slate-600">
              {edited === 0 ? t("list.unedited") : edited === 1 ? t("list.editedOne") : t("list.edited", { count: edited })}
            </span>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/admin/content" className="text-sm font-semibold text-brand-700 underline">
          {t("list.back")}
        </Link>
      </p>
    </div>
  );
}
