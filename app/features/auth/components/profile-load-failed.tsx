import { Alert } from "~/components/ui/alert";
import { useMessages } from "~/i18n/messages";
import { authMessages } from "../auth-messages";

/**
 * What an admin screen shows when the signed-in profile could not be read: the catalogue's
 * message and a way to try again (a full reload, which reads the profile afresh).
 */
export function ProfileLoadFailed({ retryTo }: { retryTo: string }) {
  const { t } = useMessages(authMessages);
  return (
    <Alert tone="error" live="assertive" className="max-w-2xl">
      <p className="font-semibold">{t("errors.profileLoadFailed")}</p>
      <p className="mt-2">
        <a href={retryTo} className="font-semibold underline">
          {t("retry")}
        </a>
      </p>
    </Alert>
  );
}
