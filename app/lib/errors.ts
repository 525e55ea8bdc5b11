// Error classes in one line each. The name is given as a string, not read from the class, because
// a minifying build may rename classes; callers (and server/main.mjs) tell errors apart by it.

/** An Error class whose instances are called `name`. */
export function namedError(name: string) {
  return class extends Error {
    override name = name;
  };
}

/** An Error class whose instances carry a `code` to branch on, with the message made from it. */
export function codedError<Code extends string>(name: string, message: (code: Code) => string = (code) => code) {
  return class extends Error {
    override name = name;
    constructor(
      readonly code: Code,
      options?: { cause?: unknown },
    ) {
      super(message(code), options);
    }
  };
}
