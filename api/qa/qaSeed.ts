import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { Database } from "../database/prisma.ts";
import { checkPostText } from "./qa.ts";

/**
 * data/qa_seed.json: a few questions per game, with answers, written from the how-to guides by
 * the Playden team. Loaded at start after the catalog; each question's key makes it load once, so
 * a restart changes nothing and players' answers and votes on seeded questions stay.
 */
const seedFile = z.strictObject({
  questions: z.array(
    z.strictObject({
      key: z.string().regex(/^[A-Z]{3}-\d+$/),
      game: z.string().length(3),
      q: z.string(),
      a: z.array(z.string()).min(1).max(10),
    }),
  ),
});
export type QaSeed = z.infer<typeof seedFile>;

/** The seed of a data folder; a folder without the file (a test catalog) seeds nothing. */
export async function readQaSeed(dataDir: string): Promise<QaSeed> {
  let text: string;
  try {
    text = await readFile(path.join(dataDir, "qa_seed.json"), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { questions: [] };
    throw error;
  }
  const seed = seedFile.parse(JSON.parse(text));
  for (const question of seed.questions) {
    checkPostText("question", question.q);
    for (const answer of question.a) checkPostText("answer", answer);
  }
  return seed;
}

/** Adds the seed questions not yet in the database (games missing from the catalog are skipped); returns how many. */
export async function loadQaSeed(db: Database, seed: QaSeed): Promise<number> {
  const games = new Set((await db.game.findMany({ select: { id: true } })).map((game) => game.id));
  let added = 0;
  for (const question of seed.questions) {
    if (!games.has(question.game)) continue;
    added += await db.$transaction(async (tx) => {
      const [row] = await tx.$queryRaw<{ id: number }[]>`
        INSERT INTO "QaQuestion" ("gameId", "seedKey", text) VALUES (${question.game}, ${question.key}, ${question.q})
        ON CONFLICT ("seedKey") DO NOTHING RETURNING id`;
      if (!row) return 0;
      await tx.qaAnswer.createMany({ data: question.a.map((text) => ({ questionId: row.id, text })) });
      return 1;
    });
  }
  return added;
}
