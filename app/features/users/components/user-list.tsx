// The Users screen: people waiting for approval first (with how many), then the rest of the
// staff; each with avatar, name, e-mail, role, first and last sign-in, and a role control.
// All role forms share one fetcher, so one status line always says what the last change did.
import { Badge } from "~/components/ui/badge";
import { type ReactNode, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { localeFor } from "~/i18n/config";
import { useMessages } from "~/i18n/messages";
import { useTranslation } from "~/i18n/react";
import { ROLE_CHANGE_INTENT, type RoleChangeReply, type RoleChangeSuccess } from "../role-change-schema";
import { roles } from "../roles";
import type { UserProfile } from "../users.server";
import { usersMessages } from "../users-messages";

/** A refused change: the row it belongs to (the uid that was sent) and why, in the page's language. */
interface RowFailure {
  uid: string | null;
  reason: string;
}

/** What the screen shows after a change: the one reply shape, read once for every row. */
type RoleChangeOutcome = { ok: true; success: RoleChangeSuccess } | ({ ok: false } & RowFailure);

/** The message a row shows: the form's own first, then the fields', in the order the form sends them. */
const MESSAGE_ORDER = ["", "intent", "uid", "role"];

function outcomeOf(reply: RoleChangeReply | undefined): RoleChangeOutcome | undefined {
  if (reply?.success) return { ok: true, success: reply.success };
  const result = reply?.result;
  if (result?.status !== "error") return undefined;
  const reason = MESSAGE_ORDER.map((name) => result.error?.[name]?.[0]).find(Boolean);
  if (!reason) return undefined;
  const uid = result.initialValue?.uid;
  return { ok: false, uid: typeof uid === "string" ? uid : null, reason };
}

export const ROLE_FETCHER_KEY = "change-role";

/** The agency works in Bangkok; server and browser format in the same zone, so hydration matches. */
const TIME_ZONE = "Asia/Bangkok";

interface UserListProps {
  users: UserProfile[];
  pendingCount: number;
  currentUid: string;
  /** The reply to a form posted without JavaScript. */
  reply: RoleChangeReply | undefined;
  /** The avatar (composed by the route: it belongs to the auth feature). */
  avatar: (user: UserProfile, alt: string) => ReactNode;
}

export function UserList({ users, pendingCount, currentUid, reply, avatar }: UserListProps) {
  const { t } = useMessages(usersMessages);
  const fetcher = useFetcher<RoleChangeReply>({ key: ROLE_FETCHER_KEY });
  const result = fetcher.state === "idle" ? outcomeOf(fetcher.data ?? reply) : undefined;
  const pending = users.filter((user) => user.role === "pending");
  const others = users.filter((user) => user.role !== "pending");
  const row = (user: UserProfile) => (
    <UserRow key={user.uid} user={user} self={user.uid === currentUid} result={result} avatar={avatar} />
  );
  // A failure no row can show (a form without a uid, a user that no longer exists).
  const unplaced = result && !result.ok && !users.some((user) => user.uid === result.uid) ? result : undefined;
  return (
    <div className="flex max-w-5xl flex-col gap-8">
      {/* The live regions stay in the page while empty, so what they later say is announced. */}
      <div className={result?.ok || unplaced ? "flex flex-col gap-3" : "sr-only"}>
        <StatusLine result={result} />
        <div role="alert">
          {unplaced ? (
            <Alert tone="error">
              <p className="font-semibold">{t("errors.roleUpdateFailed")}</p>
              <p>{unplaced.reason}</p>
            </Alert>
          ) : null}
        </div>
      </div>
      <Card as="section" aria-labelledby="pending-heading">
        <h2 id="pending-heading" className="flex flex-wrap items-center gap-3 text-lg font-semibold text-slate-900">
          {t("pending.heading")}
          <Badge tone={pendingCount > 0 ? "warning" : "neutral"} aria-hidden="true">
            {pendingCount}
          </Badge>
        </h2>
        <p className="mt-1 font-medium text-slate-800" data-testid="pending-count">
          {pendingCount === 0
            ? t("pending.none")
            : pendingCount === 1
              ? t("pending.countOne")
              : t("pending.count", { count: pendingCount })}
        </p>
        {pending.length > 0 ? (
          <>
            <p className="mt-1 text-sm text-slate-700">{t("pending.help")}</p>
            <ul aria-labelledby="pending-heading" className="mt-4 flex flex-col gap-3">
              {pending.map(row)}
            </ul>
          </>
        ) : null}
      </Card>
      <Card as="section" aria-labelledby="staff-heading">
        <h2 id="staff-heading" className="text-lg font-semibold text-slate-900">
          {t("everyone.heading")}{" "}
          <span className="text-base font-normal text-slate-700">
            ({others.length === 1 ? t("everyone.countOne") : t("everyone.count", { count: others.length })})
          </span>
        </h2>
        {others.length > 0 ? (
          <ul aria-labelledby="staff-heading" className="mt-4 flex flex-col gap-3">
            {others.map(row)}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">{t("everyone.empty")}</p>
        )}
      </Card>
    </div>
  );
}

/** One polite live region for the whole screen: success is announced here, and errors (role=alert) in their row. */
function StatusLine({ result }: { result: RoleChangeOutcome | undefined }) {
  const { t } = useMessages(usersMessages);
  const { t: tc } = useTranslation();
  const saved = result?.ok ? result.success : undefined;
  const text = saved
    ? saved.self
      ? t("savedSelf", { role: tc(`admin.roles.${saved.role}`) })
      : t("saved", { name: saved.name, role: tc(`admin.roles.${saved.role}`) })
    : "";
  return (
    <div role="status" aria-live="polite">
      {text ? (
        <Alert tone="success" className="font-medium">
          {text}
        </Alert>
      ) : null}
    </div>
  );
}

function UserRow({
  user,
  self,
  result,
  avatar,
}: {
  user: UserProfile;
  self: boolean;
  result: RoleChangeOutcome | undefined;
  avatar: UserListProps["avatar"];
}) {
  const { t, language } = useMessages(usersMessages);
  const { t: tc } = useTranslation();
  const fetcher = useFetcher<RoleChangeReply>({ key: ROLE_FETCHER_KEY });
  const selectRef = useRef<HTMLSelectElement>(null);
  const name = user.displayName || user.email;
  const savingThis = fetcher.state !== "idle" && fetcher.formData?.get("uid") === user.uid;
  const failure = result && !result.ok && result.uid === user.uid ? result : undefined;
  const id = `user-${user.uid}`;
  const when = new Intl.DateTimeFormat(localeFor(language), { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE });

  // Take the person back to the control that failed, so the error is read next to it.
  useEffect(() => {
    if (failure) selectRef.current?.focus();
  }, [failure]);

  return (
    <li className="grid gap-4 rounded-lg border border-slate-200 p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
      <div className="flex min-w-0 items-start gap-3">
        {avatar(user, t("list.avatarAlt", { name }))}
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {user.displayName || <span className="text-slate-700">{t("list.noName")}</span>}{" "}
            {self ? <span className="font-normal text-slate-700">{t("list.you")}</span> : null}
          </p>
          <p className="break-all text-sm text-slate-700">
            <span className="sr-only">{t("list.email")}: </span>
            {user.email}
          </p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-700">
            <dt>{t("list.role")}</dt>
            <dd className="font-medium text-slate-900" data-testid="user-role">
              {tc(`admin.roles.${user.role}`)}
            </dd>
            <dt>{t("list.created")}</dt>
            <dd>
              <time dateTime={user.createdAt}>{when.format(new Date(user.createdAt))}</time>
            </dd>
            <dt>{t("list.lastLogin")}</dt>
            <dd>
              <time dateTime={user.lastLogin}>{when.format(new Date(user.lastLogin))}</time>
            </dd>
          </dl>
        </div>
      </div>
      <fetcher.Form method="post" className="flex flex-col gap-2 md:w-80" aria-busy={savingThis || undefined}>
        <input type="hidden" name="intent" value={ROLE_CHANGE_INTENT} />
        <input type="hidden" name="uid" value={user.uid} />
        <label htmlFor={`${id}-role`} className="text-sm font-semibold text-slate-900">
          {t("list.roleLabel", { name })}
        </label>
        <div className="flex gap-2">
          <select
            ref={selectRef}
            id={`${id}-role`}
            name="role"
            // Re-mounted with the saved role after a change, so the control shows what is stored.
            key={user.role}
            defaultValue={user.role}
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? `${id}-error` : undefined}
            className="min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {tc(`admin.roles.${role}`)}
              </option>
            ))}
          </select>
          {/* The page's status line announces the outcome; the rows do not each hold a live region. */}
          <Button type="submit" pending={savingThis} pendingLabel={t("list.saving")} announce={false}>
            {t("list.save")}
            <span className="sr-only"> {t("list.saveFor", { name })}</span>
          </Button>
        </div>
        <div id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {failure ? (
            <>
              <p>{t("errors.roleUpdateFailed")}</p>
              <p className="font-normal">{failure.reason}</p>
            </>
          ) : null}
        </div>
      </fetcher.Form>
    </li>
  );
}
