// Tables of this area are added here (see app/.server/db/schema.ts).
export {};
