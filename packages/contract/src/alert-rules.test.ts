import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as rules from "./alert-rules.ts";
import * as alerts from "./alerts.ts";

describe("alert-rules (the alerts' pure rules, without zod)", () => {
  it("are the very functions alerts.ts re-exports: one rule, two ways in", () => {
    expect(alerts.selectAlerts).toBe(rules.selectAlerts);
    expect(alerts.alertCacheId).toBe(rules.alertCacheId);
    expect(alerts.isDismissalActive).toBe(rules.isDismissalActive);
    expect(alerts.alertAccountTypeOf).toBe(rules.alertAccountTypeOf);
    expect(alerts.ALERT_ACCOUNT_TYPES).toBe(rules.ALERT_ACCOUNT_TYPES);
  });

  it("import no zod, so the web's shell may call them (decision 004)", () => {
    const source = readFileSync(new URL("./alert-rules.ts", import.meta.url), "utf8");
    expect(source).not.toMatch(/from\s+["']zod/);
    expect(source).not.toMatch(/from\s+["']\.\/(alerts|account|subscription)\.ts["']/);
  });
});
