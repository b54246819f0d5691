import { describe, expect, it } from "vitest";
import { handle as advantages } from "../../routes/account/advantages";
import { handle as mail } from "../../routes/account/mail";
import { handle as register } from "../../routes/account/register";
import { handle as error } from "../../routes/error";
import { handle as notFound } from "../../routes/not-found";

// docs/shell.md "Which footer": the light footer where the full one is out of place.
describe("routes with the light footer", () => {
  it.each([
    ["register (a customer in the middle of a task)", register],
    ["mail (a customer in the middle of a task)", mail],
    ["not-found", notFound],
    ["error", error],
  ])("%s", (_name, handle) => {
    expect((handle as { footer?: string }).footer).toBe("light");
  });

  it("leaves the customer-area screens their full footer", () => {
    expect((advantages as { footer?: string }).footer).toBeUndefined();
  });
});
