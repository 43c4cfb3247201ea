import { describe, expect, test } from "vitest";
import type { SqlTx } from "../../database/transaction.ts";
import { PendingEvents } from "../../events.ts";
import type { GameFinished } from "../../play/gameFinished.ts";
import { countGameDay } from "../gameDays.ts";

/** A transaction that records the statements sent to it. */
function recordingTx(): { tx: SqlTx; statements: string[] } {
  const statements: string[] = [];
  const record = (query: TemplateStringsArray | { text: string }) => statements.push("text" in query ? query.text : query.join("?"));
  const tx: SqlTx = {
    $queryRaw: async (query: TemplateStringsArray) => {
      record(query);
      return [] as never;
    },
    $executeRaw: async (query: TemplateStringsArray) => {
      record(query);
      return 1;
    },
  };
  return { tx, statements };
}

const finish = (lastGameDay: string | null): GameFinished => ({
  userId: "user-1", temporary: false, lastGameDay, gameId: "KLO", won: true, verified: true,
  finishedAt: new Date("2026-11-26T16:00:00Z"), // 2026-11-26 in Los Angeles
});

describe("countGameDay", () => {
  test("counts a day the player's lock did not find counted", async () => {
    for (const lastGameDay of [null, "2026-11-25"]) {
      const { tx, statements } = recordingTx();
      await countGameDay(tx, finish(lastGameDay), new PendingEvents());
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(/UPDATE "Player" SET "gameDays" = "gameDays" \+ 1/);
    }
  });

  test("sends no statement for a finish on a day already counted", async () => {
    const { tx, statements } = recordingTx();
    await countGameDay(tx, finish("2026-11-26"), new PendingEvents());
    expect(statements).toEqual([]);
  });
});
