// What an editor sees on a screen that holds customers' or visitors' personal details (orders,
// payments, contact messages): those are for admins only (docs/decisions/047-personal-data-by-role.md).
// The screens' ErrorBoundary; anything other than the guard's 403 goes on to the admin layout's.
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { defineMessages, useMessages } from "~/i18n/messages";
import { isAdminOnlyRefusal } from "../access-errors";

export const adminOnlyMessages = defineMessages(
  {
    heading: "Only admins can open this screen",
    message:
      "It shows customers' and visitors' personal details, which only admins handle. Ask an admin if you need something from it.",
    back: "Back to the dashboard",
  },
  {
    heading: "หน้านี้สำหรับผู้ดูแลระบบเท่านั้น",
    message: "หน้านี้แสดงข้อมูลส่วนบุคคลของลูกค้าและผู้เยี่ยมชม ซึ่งผู้ดูแลระบบเท่านั้นที่จัดการได้ หากต้องการข้อมูลจากหน้านี้ กรุณาติดต่อผู้ดูแลระบบ",
    back: "กลับไปที่แดชบอร์ด",
  },
);

/** The 403 panel: what the screen is, why not, and the way back. */
export function AdminOnlyNotice({ heading, message, back }: { heading: string; message: string; back: string }) {
  return (
    <section aria-labelledby="forbidden-heading" className="max-w-2xl rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm font-semibold text-slate-700">403</p>
      <h2 id="forbidden-heading" className="mt-1 text-xl font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mt-2 text-slate-700">{message}</p>
      <p className="mt-4">
        <Link to="/admin/dashboard" className="font-semibold text-brand-700 underline">
          {back}
        </Link>
      </p>
    </section>
  );
}

export function AdminOnlyBoundary() {
  const error = useRouteError();
  const { t } = useMessages(adminOnlyMessages);
  if (!isRouteErrorResponse(error) || !isAdminOnlyRefusal(error.data)) throw error;
  return <AdminOnlyNotice heading={t("heading")} message={t("message")} back={t("back")} />;
}
