import { it } from "vitest";
import { createTestDatabase } from "./database.ts";
it("bench", async () => {
  for (let i = 0; i < 6; i++) {
    const t = performance.now();
    const d = await createTestDatabase();
    const t1 = performance.now();
    await d.ping();
    await d.close();
    console.log(`clone ${i}: open ${(t1 - t).toFixed(0)} ms, ping+close ${(performance.now() - t1).toFixed(0)} ms`);
  }
});
