// The payment report's limits, shared by the form (client) and the server (order-link-schema.ts,
// slips.server.ts). Plain constants: the order page's bundle must not pull the schema's zod in.
export const MAX_SLIP_BYTES = 5 * 1024 * 1024;
export const MAX_SLIP_LABEL = "5 MB";
/** The longest transfer reference the report accepts. */
export const TRANSFER_REFERENCE_MAX = 40;
