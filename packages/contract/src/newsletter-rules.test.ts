import { describe, expect, it } from "vitest";
import { MARKETING_CATEGORIES, NewsletterCategorySchema, SERVICE_CATEGORIES } from "./newsletter.ts";
import { NEWSLETTER_CATEGORY_KIND, unsubscribeScopes } from "./newsletter-rules.ts";

describe("newsletter category rules (docs/newsletter.md)", () => {
  it("names the same marketing and service categories as the contract's lists", () => {
    const of = (kind: string) =>
      NewsletterCategorySchema.options.filter((category) => NEWSLETTER_CATEGORY_KIND[category] === kind);
    expect(of("marketing")).toEqual([...MARKETING_CATEGORIES]);
    expect(of("service")).toEqual([...SERVICE_CATEGORIES]);
    expect(of("unknown")).toEqual(["unknown"]);
  });

  it("offers leaving one newsletter only for a marketing link; every link can stop all marketing", () => {
    expect(unsubscribeScopes("filmnews")).toEqual(["category", "all"]);
    expect(unsubscribeScopes("filmtips")).toEqual(["category", "all"]);
    expect(unsubscribeScopes("account")).toEqual(["all"]);
    expect(unsubscribeScopes("servicemail")).toEqual(["all"]);
    expect(unsubscribeScopes("unknown")).toEqual(["all"]);
  });
});
