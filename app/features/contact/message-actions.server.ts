// The message view's actions as one use-case: each outcome named for the screen, with its status
// (a message that is gone 404, anything unexpected 503 and logged).
import type { Db } from "~/.server/db/client";
import { logger } from "~/.server/logger";
import { deleteContactMessage, setContactMessageRead } from "./contact.server";
import type { MessageAction, MessageActionSuccess } from "./message-action-schema";

export type MessageActionOutcome =
  | { ok: true; deleted: true }
  | { ok: true; deleted: false; success: MessageActionSuccess }
  | { ok: false; status: 404 | 503; error: "errors.notFound" | "errors.failed" };

export async function applyMessageAction(db: Db, id: number | null, action: MessageAction): Promise<MessageActionOutcome> {
  const gone = { ok: false, status: 404, error: "errors.notFound" } as const;
  if (id === null) return gone;
  try {
    if (action.intent === "delete") return (await deleteContactMessage(db, id)) ? { ok: true, deleted: true } : gone;
    const read = action.intent === "read";
    if (!(await setContactMessageRead(db, id, read))) return gone;
    return { ok: true, deleted: false, success: { notice: read ? "markedRead" : "markedUnread" } };
  } catch (error) {
    logger.error("Contact message change failed", { error });
    return { ok: false, status: 503, error: "errors.failed" };
  }
}
