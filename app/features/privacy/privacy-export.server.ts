// The copy of a person's data (PDPA section 30/31, ADR 110): one zip with a machine-readable
// data.json and the original files, transfer slips and the PDFs of the order documents. Streamed
// with fflate's streaming zip: one file is read at a time, and the next only when the reader has
// taken the last chunk, so memory stays at one file whatever the total. The files together stay
// under MAX_EXPORT_FILE_BYTES; any past it are named in data.json as left out.
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { SubjectData } from "./privacy-find.server";

export const MAX_EXPORT_FILE_BYTES = 50 * 1024 * 1024;

export interface ExportSources {
  /** A slip's bytes by payments.slip_path (checkout's slips.server.ts). */
  readSlip(slipPath: string): Promise<Uint8Array | null>;
  /** A document's PDF, drawn and stored first when it has none yet (checkout's issue-document.server.ts). */
  documentPdf(orderId: number, documentId: number): Promise<{ number: string; pdf: Uint8Array } | null>;
}

const extensions: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

interface PlannedFile {
  name: string;
  read: () => Promise<Uint8Array | null>;
  /** Already compressed (images, PDFs' streams): stored as they are. */
  stored: boolean;
}

function plannedFiles(data: SubjectData, sources: ExportSources): PlannedFile[] {
  return data.orders.flatMap((order) => [
    ...order.payments.flatMap((payment) =>
      payment.slipPath && payment.slipContentType
        ? [
            {
              name: `slips/payment-${payment.id}.${extensions[payment.slipContentType] ?? "bin"}`,
              read: () => sources.readSlip(payment.slipPath ?? ""),
              stored: true,
            },
          ]
        : [],
    ),
    ...order.documents.map((document) => ({
      name: `documents/${document.number}.pdf`,
      read: async () => (await sources.documentPdf(order.id, document.id))?.pdf ?? null,
      stored: false,
    })),
  ]);
}

/** data.json: every record found, as stored (dates in ISO 8601), with the files' names. */
export function exportDocument(data: SubjectData, files: { included: string[]; omitted: string[] }, now: Date) {
  return {
    format: "siam-web-studio/personal-data-export",
    version: 1,
    generatedAt: now.toISOString(),
    subject: { email: data.subject.email, phoneDigits: data.subject.phoneDigits },
    contactMessages: data.messages.map((message) => ({
      id: message.id,
      name: message.name,
      email: message.email,
      phone: message.phone,
      company: message.company,
      message: message.message,
      packageId: message.packageId,
      language: message.language,
      receivedAt: message.createdAt,
    })),
    orders: data.orders.map((order) => ({
      ...order,
      payments: order.payments.map(({ slipPath, slipContentType, ...payment }) => ({
        ...payment,
        slipFile: slipPath && slipContentType ? `slips/payment-${payment.id}.${extensions[slipContentType] ?? "bin"}` : null,
      })),
      documents: order.documents.map((document) => ({ ...document, file: `documents/${document.number}.pdf` })),
    })),
    mail: data.mail,
    staffAccount: data.staff,
    // Consent choices are recorded under a random id in the visitor's browser, never with an address.
    consentRecords: "Recorded only under a random id kept in the visitor's browser; none can be linked to an e-mail address.",
    files,
  };
}

export function exportFileName(requestId: number): string {
  return `personal-data-request-${requestId}.zip`;
}

/** The zip as a stream of bytes, built as it is read. */
export function exportZipStream(data: SubjectData, sources: ExportSources, now = new Date()): ReadableStream<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let finished = false;
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else chunks.push(chunk);
    if (final) finished = true;
  });

  async function* produce(): AsyncGenerator<void> {
    const included: string[] = [];
    const omitted: string[] = [];
    let total = 0;
    for (const file of plannedFiles(data, sources)) {
      const bytes = await file.read();
      if (!bytes) {
        omitted.push(file.name);
        continue;
      }
      if (total + bytes.byteLength > MAX_EXPORT_FILE_BYTES) {
        omitted.push(file.name);
        continue;
      }
      total += bytes.byteLength;
      const entry = file.stored ? new ZipPassThrough(file.name) : new ZipDeflate(file.name, { level: 6 });
      zip.add(entry);
      entry.push(bytes, true);
      included.push(file.name);
      yield;
    }
    const json = new TextEncoder().encode(`${JSON.stringify(exportDocument(data, { included, omitted }, now), null, 2)}\n`);
    const manifest = new ZipDeflate("data.json", { level: 6 });
    zip.add(manifest);
    manifest.push(json, true);
    zip.end();
    yield;
  }

  const steps = produce();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      while (chunks.length === 0 && !finished && !failure) {
        const step = await steps.next();
        if (step.done) break;
      }
      if (failure) {
        controller.error(failure);
        return;
      }
      const chunk = chunks.shift();
      if (chunk) controller.enqueue(chunk);
      if (chunks.length === 0 && finished) controller.close();
    },
  });
}
