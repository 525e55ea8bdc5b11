// A configuration the server cannot start with; server/main.mjs prints its message alone.
import { namedError } from "~/lib/errors";

export const EnvError = namedError("EnvError");
export type EnvError = InstanceType<typeof EnvError>;
