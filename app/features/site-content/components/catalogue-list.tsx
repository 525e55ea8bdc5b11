// The list of one catalogue area (packages, add-ons, plans) in the site's order: name, price,
// featured and shown or hidden, with Edit for staff and, for admins, New, Move up and down and
// Delete (after a question in a dialog, opened through the address: ?delete=<id>). On a phone the
// rows become stacked cards.
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useMessages } from "~/i18n/messages";
import { type FormReply, formErrorsOf } from "~/lib/forms/form-reply";
import { catalogueMessages } from "../catalogue-admin-messages";

export type CatalogueArea = "packages" | "addOns" | "plans";

export interface CatalogueListRow {
  id: string;
  name: string;
  /** The price as the site shows it ("฿15,900", "฿990 a month"). */
  price: string;
  featured?: boolean;
  hidden: boolean;
}

export type CatalogueListSuccess = { outcome: "moved" | "deleted" | "unchanged"; name: string };

export interface CatalogueListProps {
  area: CatalogueArea;
  basePath: string;
  rows: CatalogueListRow[];
  canManage: boolean;
  reply?: FormReply<CatalogueListSuccess>;
  /** The row whose deletion is being asked about (?delete=<id>). */
  deleting?: CatalogueListRow;
}

const cell = "px-4 py-3 align-top max-md:block max-md:py-1";

export function CatalogueList({ area, basePath, rows, canManage, reply, deleting }: CatalogueListProps) {
  const { t } = useMessages(catalogueMessages);
  const navigation = useNavigation();
  const navigate = useNavigate();
  const busy = navigation.state !== "idle";
  const error = formErrorsOf(reply?.result)[0];
  const success = reply?.success;
  const showFeatured = area === "packages";
  const areaTitle = t(`areas.${area}.title`);

  return (
    <div className="max-w-5xl space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-700">{t(`areas.${area}.description`)}</p>
        {canManage ? (
          <ButtonLink to={`${basePath}/new`} variant="primary">
            {t(`areas.${area}.new`)}
          </ButtonLink>
        ) : null}
      </div>
      <div role={error ? "alert" : "status"} className="empty:hidden">
        {error ? (
          <Alert tone="error">{error}</Alert>
        ) : success && success.outcome !== "unchanged" && !busy ? (
          <Alert tone="success">{success.outcome === "moved" ? t("list.moved") : t("delete.done", { name: success.name })}</Alert>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="text-slate-700">{t(`areas.${area}.empty`)}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm max-md:block md:min-w-[44rem]">
            <caption className="sr-only">{t("list.caption", { area: areaTitle })}</caption>
            <thead className="bg-slate-50 text-slate-700 max-md:sr-only">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("list.order")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("list.name")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("list.price")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("list.status")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("list.actions")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 max-md:block">
              {rows.map((row, index) => (
                <tr key={row.id} className="max-md:block max-md:py-2">
                  <td className={`${cell} text-slate-700 max-md:sr-only`}>{index + 1}</td>
                  <th scope="row" className={`${cell} font-normal`}>
                    <Link
                      to={`${basePath}/${row.id}`}
                      className="font-semibold text-slate-900 hover:text-brand-800 hover:underline"
                    >
                      {row.name}
                    </Link>
                    <span className="block font-mono text-xs text-slate-600">{row.id}</span>
                  </th>
                  <td className={`${cell} text-slate-800`}>{row.price}</td>
                  <td className={cell}>
                    <div className="flex flex-wrap gap-2">
                      <Badge tone={row.hidden ? "warning" : "success"}>{t(row.hidden ? "list.hidden" : "list.shown")}</Badge>
                      {showFeatured && row.featured ? <Badge tone="info">{t("list.featured")}</Badge> : null}
                    </div>
                  </td>
                  <td className={cell}>
                    <div className="flex flex-wrap gap-2">
                      <ButtonLink
                        to={`${basePath}/${row.id}`}
                        variant="secondary"
                        size="sm"
                        aria-label={t("list.editNamed", { name: row.name })}
                      >
                        {t("list.edit")}
                      </ButtonLink>
                      {canManage ? (
                        <>
                          <MoveButton
                            id={row.id}
                            direction="up"
                            disabled={busy || index === 0}
                            label={t("list.moveUp")}
                            named={t("list.moveUpNamed", { name: row.name })}
                          />
                          <MoveButton
                            id={row.id}
                            direction="down"
                            disabled={busy || index === rows.length - 1}
                            label={t("list.moveDown")}
                            named={t("list.moveDownNamed", { name: row.name })}
                          />
                          <ButtonLink
                            to={`${basePath}?delete=${encodeURIComponent(row.id)}`}
                            preventScrollReset
                            role="button"
                            variant="danger-outline"
                            size="sm"
                            aria-label={t("delete.buttonNamed", { name: row.name })}
                          >
                            {t("delete.button")}
                          </ButtonLink>
                        </>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canManage && deleting ? (
        <Dialog
          title={t("delete.title", { name: deleting.name })}
          role="alertdialog"
          size="md"
          onClose={() => navigate(basePath, { replace: true, preventScrollReset: true })}
        >
          <p className="text-slate-700">{t("delete.body")}</p>
          <Form method="post" action={basePath} className="mt-6 flex flex-wrap justify-end gap-3">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={deleting.id} />
            <ButtonLink to={basePath} replace preventScrollReset variant="secondary">
              {t("delete.cancel")}
            </ButtonLink>
            <Button type="submit" variant="danger" pending={busy} pendingLabel={t("form.saving")}>
              {t("delete.confirm")}
            </Button>
          </Form>
        </Dialog>
      ) : null}
    </div>
  );
}

function MoveButton({
  id,
  direction,
  disabled,
  label,
  named,
}: {
  id: string;
  direction: "up" | "down";
  disabled: boolean;
  label: string;
  named: string;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="direction" value={direction} />
      <Button type="submit" variant="secondary" size="sm" disabled={disabled} aria-label={named}>
        {label}
      </Button>
    </Form>
  );
}
