// "Restore this version" on the compare screen: a link that opens the question (in the address, so
// it works without JavaScript), and the question's form, which sends the revision check.
import { Form, Link, useNavigate, useNavigation, useSearchParams } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Alert } from "~/components/ui/alert";
import { useMessages } from "~/i18n/messages";
import { articleHistoryMessages } from "../article-history-messages";
import { ConfirmDialog } from "./confirm-dialog";

export interface ArticleRestoreProps {
  /** This screen's own address, without the question's parameter. */
  path: string;
  /** The article's updated_at as this screen loaded it: the restore is refused if it changed since. */
  revision: string;
  /** The status the article takes when this version comes back, when it differs from the current one. */
  statusAfter: "draft" | "published" | null;
  /** Why the last restore was refused, in the page's language. */
  errors: string[];
}

export function ArticleRestore({ path, revision, statusAfter, errors }: ArticleRestoreProps) {
  const { t } = useMessages(articleHistoryMessages);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const asking = params.get("restore") === "1" && errors.length === 0;
  const body = statusAfter ? t("restore.bodyStatus", { status: t(`compare.status.${statusAfter}`) }) : t("restore.body");
  return (
    <div className="grid gap-3">
      {errors.length > 0 ? (
        <Alert tone="error" live="assertive" className="font-medium">
          {errors.join(" ")}
        </Alert>
      ) : null}
      <p>
        <Link to="?restore=1" preventScrollReset replace className={buttonClass({ variant: "primary" })}>
          {t("restore.button")}
        </Link>
      </p>
      {asking ? (
        <ConfirmDialog
          title={t("restore.title")}
          body={body}
          confirmLabel={t("restore.confirm")}
          cancelLabel={t("restore.cancel")}
          onCancel={() => void navigate(path, { replace: true, preventScrollReset: true })}
          confirm={
            <Form method="post" action={path}>
              <input type="hidden" name="revision" value={revision} />
              <Button type="submit" disabled={busy}>
                {busy ? t("restore.working") : t("restore.confirm")}
              </Button>
            </Form>
          }
        />
      ) : null}
    </div>
  );
}
