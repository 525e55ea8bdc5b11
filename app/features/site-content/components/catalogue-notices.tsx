// Small pieces the catalogue screens share: a notice after a create, the Delete link of an edit
// form, the page an editor sees instead of a New form, and the screens' error boundary.
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { useMessages } from "~/i18n/messages";
import { catalogueMessages } from "../catalogue-admin-messages";
import type { CatalogueArea } from "./catalogue-list";

const paths: Record<CatalogueArea, string> = {
  packages: "/admin/content/packages",
  addOns: "/admin/content/add-ons",
  plans: "/admin/content/plans",
};

export function CatalogueNotice({ message }: { message: "form.created" }) {
  const { t } = useMessages(catalogueMessages);
  return (
    <Alert tone="success" live="polite">
      {t(message)}
    </Alert>
  );
}

export function CatalogueDeleteLink({ to }: { to: string }) {
  const { t } = useMessages(catalogueMessages);
  return (
    <ButtonLink to={to} variant="danger-outline" role="button">
      {t("delete.button")}
    </ButtonLink>
  );
}

export function CatalogueAdminOnly({ area }: { area: CatalogueArea }) {
  const { t } = useMessages(catalogueMessages);
  return (
    <div className="max-w-2xl space-y-4">
      <Alert tone="warning">{t(`areas.${area}.adminOnlyNew`)}</Alert>
      <p>
        <Link to={paths[area]} className="font-semibold text-brand-800 underline underline-offset-4">
          ← {t("form.back", { area: t(`areas.${area}.title`) })}
        </Link>
      </p>
    </div>
  );
}

/** A row that is not there (404), or a screen that could not load. */
export function CatalogueErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { t } = useMessages(catalogueMessages);
  const area = (Object.keys(paths) as CatalogueArea[]).find((key) => pathname.startsWith(paths[key])) ?? "packages";
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="max-w-2xl space-y-4">
      <Alert tone="error" live="assertive">
        {t(notFound ? "errors.notFound" : "errors.loadFailed")}
      </Alert>
      <p>
        <Link to={paths[area]} className="font-semibold text-brand-800 underline underline-offset-4">
          ← {t("form.back", { area: t(`areas.${area}.title`) })}
        </Link>
      </p>
    </div>
  );
}
