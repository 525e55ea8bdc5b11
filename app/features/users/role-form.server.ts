// Reads the Users screen's role form within a small size limit: it is three short fields, so a
// larger body is refused before it is all read (Content-Length first, then counted as it streams).

/** A role form is three short fields; anything much larger is not one. */
export const MAX_ROLE_FORM_BYTES = 4 * 1024;

/** The form, or null when the body is too large or not a form. */
export async function readRoleForm(request: Request, maxBytes = MAX_ROLE_FORM_BYTES): Promise<FormData | null> {
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(value);
    }
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const contentType = request.headers.get("Content-Type") ?? "application/x-www-form-urlencoded";
  try {
    return await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return null;
  }
}
