import { and, desc, eq, notExists } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { surveyAnswers, surveys } from "../../db/schema/index.ts";

export type SurveyRow = typeof surveys.$inferSelect;
export type NewSurveyAnswerRow = typeof surveyAnswers.$inferInsert;

/** The newest active survey `accountId` has not answered, if any. */
export async function findOpenSurvey(db: Database, accountId: string): Promise<SurveyRow | undefined> {
  const [row] = await db
    .select()
    .from(surveys)
    .where(
      and(
        eq(surveys.active, true),
        notExists(
          db
            .select({ one: surveyAnswers.surveyId })
            .from(surveyAnswers)
            .where(and(eq(surveyAnswers.surveyId, surveys.id), eq(surveyAnswers.accountId, accountId))),
        ),
      ),
    )
    .orderBy(desc(surveys.createdAt), desc(surveys.id))
    .limit(1);
  return row;
}

/** An active survey by id, if any. */
export async function findActiveSurvey(tx: Transaction, id: string): Promise<SurveyRow | undefined> {
  const [row] = await tx
    .select()
    .from(surveys)
    .where(and(eq(surveys.id, id), eq(surveys.active, true)))
    .limit(1);
  return row;
}

/** Stores one customer's answers; undefined when that customer had already answered this survey. */
export async function insertSurveyAnswer(
  tx: Transaction,
  row: NewSurveyAnswerRow,
): Promise<{ answeredAt: Date } | undefined> {
  const [inserted] = await tx
    .insert(surveyAnswers)
    .values(row)
    .onConflictDoNothing({ target: [surveyAnswers.surveyId, surveyAnswers.accountId] })
    .returning({ answeredAt: surveyAnswers.answeredAt });
  return inserted;
}
