import { useTranslation } from "~/i18n/react";

/** What an admin screen shows until its issue lands: honest, not a fake screen. */
export function AdminPlaceholder() {
  const { t } = useTranslation();
  return <p className="text-slate-700">{t("admin.notBuiltYet")}</p>;
}
