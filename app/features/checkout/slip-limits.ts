// The slip upload's limits, shared by the form (client) and slips.server.ts.
export const MAX_SLIP_BYTES = 5 * 1024 * 1024;
export const MAX_SLIP_LABEL = "5 MB";
