import { useMessages } from "~/i18n/messages";
import { authMessages } from "../auth-messages";

/**
 * What an admin screen shows when the signed-in profile could not be read: the catalogue's
 * message and a way to try again (a full reload, which reads the profile afresh).
 */
export function ProfileLoadFailed({ retryTo }: { retryTo: string }) {
  const { t } = useMessages(authMessages);
  return (
    <div role="alert" className="max-w-2xl rounded-md bg-red-50 px-4 py-3 text-red-800 ring-1 ring-red-200">
      <p className="font-semibold">{t("errors.profileLoadFailed")}</p>
      <p className="mt-2">
        <a href={retryTo} className="font-semibold underline">
          {t("retry")}
        </a>
      </p>
    </div>
  );
}
