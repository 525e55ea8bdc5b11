// What the Privacy requests screens' actions do: record a request, erase, close it as answered or
// refused, and note each export. Each action is written into the request's own history.
import type { Db } from "~/.server/db/client";
import { eraseSubject, type RemoveSlip } from "./privacy-erase.server";
import { findSubjectData, phoneDigitsOf, type SubjectData } from "./privacy-find.server";
import { closePrivacyRequest, getPrivacyRequest, logPrivacyAction, type PrivacyRequestRow } from "./privacy-requests.server";
import type { RequestAction, RequestActionSuccess } from "./privacy-schema";
import { erasureOutcome, erasurePlan } from "./privacy-screen.server";

export function parseRequestId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
}

type Refusal = { ok: false; status: number; error: "errors.notFound" | "errors.closed" | "errors.notErasure" };

/** An open request and everything found for its address (and the phone searched with). */
export async function openRequestData(
  db: Db,
  id: number | null,
  phone: string | null | undefined,
): Promise<{ ok: true; row: PrivacyRequestRow; data: SubjectData } | Refusal> {
  const row = id === null ? null : await getPrivacyRequest(db, id);
  if (!row) return { ok: false, status: 404, error: "errors.notFound" };
  if (row.status !== "open" || !row.subjectEmail) return { ok: false, status: 409, error: "errors.closed" };
  const data = await findSubjectData(db, { email: row.subjectEmail, phoneDigits: phoneDigitsOf(phone) });
  return { ok: true, row, data };
}

export async function applyRequestAction(
  db: Db,
  id: number | null,
  action: RequestAction,
  deps: { staffUid: string; removeSlip: RemoveSlip },
): Promise<{ ok: true; success: RequestActionSuccess } | Refusal> {
  const found = await openRequestData(db, id, action.phone);
  if (!found.ok) return found;
  const { row, data } = found;
  if (action.intent === "erase") {
    if (row.kind !== "erasure") return { ok: false, status: 400, error: "errors.notErasure" };
    const plan = erasurePlan(data);
    const erased = await eraseSubject(db, data, deps.removeSlip);
    await closePrivacyRequest(db, row.id, {
      status: "completed",
      staffUid: deps.staffUid,
      action: "erased",
      results: { ...erasureOutcome(plan, data), erased: { ...erased } },
    });
    return { ok: true, success: { notice: "erased" } };
  }
  const refused = action.intent === "refuse";
  const closed = await closePrivacyRequest(db, row.id, {
    status: refused ? "refused" : "completed",
    staffUid: deps.staffUid,
    action: refused ? "refused" : "completed",
    note: action.note || undefined,
  });
  if (!closed) return { ok: false, status: 409, error: "errors.closed" };
  return { ok: true, success: { notice: refused ? "refused" : "completed" } };
}

/** Notes an export in the request's history (who, when); false when the request is not open. */
export function logExport(db: Db, id: number, staffUid: string, now = new Date()): Promise<boolean> {
  return logPrivacyAction(db, id, { at: now.toISOString(), by: staffUid, action: "exported" });
}
