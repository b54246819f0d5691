import * as z from "zod";

export const HealthResponseSchema = z.object({ status: z.enum(["ok", "unavailable"]) });
