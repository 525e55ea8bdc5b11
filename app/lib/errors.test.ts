import { describe, expect, it } from "vitest";
import { codedError, namedError } from "./errors";

const ParseError = namedError("ParseError");
const PaymentError = codedError<"declined" | "expired">("PaymentError", (code) => `Payment refused: ${code}`);

describe("error classes", () => {
  it("are told apart by instanceof and by name, and keep the cause", () => {
    const cause = new Error("driver");
    const error = new PaymentError("declined", { cause });
    expect(error).toBeInstanceOf(PaymentError);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ParseError);
    expect(error.name).toBe("PaymentError");
    expect(error.code).toBe("declined");
    expect(error.message).toBe("Payment refused: declined");
    expect(error.cause).toBe(cause);
    expect(String(new ParseError("bad line"))).toBe("ParseError: bad line");
  });

  it("say their code when no message is given", () => {
    expect(new (codedError<"gone">("GoneError"))("gone").message).toBe("gone");
  });
});
