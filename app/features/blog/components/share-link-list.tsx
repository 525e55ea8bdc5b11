// An article's share links on the edit screen: who each is for, who made it, when, until when,
// and whether it still works; Revoke asks first (a dialog; without JavaScript the share-link page
// asks, opened by `?revoke=<id>`), then ends the link for everyone at once.
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { useMessages } from "~/i18n/messages";
import { formErrorsOf } from "~/lib/forms/form-reply";
import { articlePreviewMessages } from "../article-preview-messages";
import type { ShareLinkReply, ShareLinkStatus, ShareLinkView } from "../share-link-schema";
import { ConfirmDialog } from "./confirm-dialog";

export const shareLinkPath = (articleId: number | string) => `/admin/articles/${articleId}/share-link`;

const statusTone: Record<ShareLinkStatus, BadgeTone> = { active: "success", expired: "neutral", revoked: "danger" };

export function ShareLinkList({
  articleId,
  links,
  reply,
}: {
  articleId: number | string;
  links: readonly ShareLinkView[];
  reply?: ShareLinkReply;
}) {
  const { t, language } = useMessages(articlePreviewMessages);
  const fetcher = useFetcher<ShareLinkReply>({ key: `share-link-revoke-${articleId}` });
  const [params] = useSearchParams();
  // undefined: nothing chosen here yet (the address may ask); null: the question was closed.
  const [asking, setAsking] = useState<number | null | undefined>(undefined);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const answer = fetcher.data ?? reply;
  const revoked = answer?.success?.intent === "revoke";
  const errors = formErrorsOf(answer?.result);
  // Without JavaScript, the share-link page asks through its address.
  const askedId = asking === undefined ? Number(params.get("revoke")) || null : asking;
  const asked = links.find((link) => link.id === askedId && link.status === "active");
  const labelOf = (link: ShareLinkView) => (link.label ? `“${link.label}”` : t("share.noLabel"));

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    setAsking(null);
    // The Revoke button is gone with the link's state: the list's heading takes the focus.
    heading.current?.focus();
  }, [fetcher.state, fetcher.data]);

  return (
    <div className="mt-8 border-t border-slate-200 pt-6">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
        {t("share.list")}
      </h3>
      <div aria-live="polite" className="empty:hidden">
        {revoked ? <p className="mt-2 text-sm font-medium text-green-800">{t("share.revokedDone")}</p> : null}
      </div>
      {errors.length > 0 ? (
        <Alert tone="error" live="assertive" className="mt-2">
          {errors.join(" ")}
        </Alert>
      ) : null}
      {links.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t("share.none")}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-3 grid gap-3">
          {links.map((link) => (
            <li key={link.id} className="rounded-md border border-slate-200 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium break-words text-slate-900">{link.label || t("share.noLabel")}</p>
                <Badge tone={statusTone[link.status]}>{t(`share.${link.status}`)}</Badge>
              </div>
              <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-3">
                <div>
                  <dt className="inline font-medium">{t("share.madeBy")}: </dt>
                  <dd className="inline break-words">{link.by}</dd>
                </div>
                <div>
                  <dt className="inline font-medium">{t("share.createdOn")}: </dt>
                  <dd className="inline">
                    <time dateTime={link.createdIso}>{link.created}</time>
                  </dd>
                </div>
                <div>
                  <dt className="inline font-medium">{t("share.expiresOn")}: </dt>
                  <dd className="inline">
                    <time dateTime={link.expiresIso}>{link.expires}</time>
                  </dd>
                </div>
              </dl>
              {link.status === "active" ? (
                <p className="mt-2">
                  <ButtonLink
                    to={`${shareLinkPath(articleId)}?lang=${language}&revoke=${link.id}`}
                    variant="secondary"
                    size="sm"
                    aria-label={t("share.revokeWhich", { label: labelOf(link), date: link.created })}
                    onClick={(event) => {
                      event.preventDefault();
                      setAsking(link.id);
                    }}
                  >
                    {t("share.revoke")}
                  </ButtonLink>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {asked ? (
        <ConfirmDialog
          title={t("share.revokeTitle")}
          body={t("share.revokeBody", { label: labelOf(asked) })}
          confirmLabel={t("share.revokeConfirm")}
          cancelLabel={t("share.revokeCancel")}
          onCancel={() => setAsking(null)}
          confirm={
            <fetcher.Form method="post" action={`${shareLinkPath(articleId)}?lang=${language}`}>
              <input type="hidden" name="intent" value="revoke" />
              <input type="hidden" name="linkId" value={asked.id} />
              <Button type="submit" variant="danger" pending={fetcher.state !== "idle"} pendingLabel={t("share.revoking")}>
                {t("share.revokeConfirm")}
              </Button>
            </fetcher.Form>
          }
        />
      ) : null}
    </div>
  );
}
