-- CreateEnum
CREATE TYPE "LeaderboardBoard" AS ENUM ('DAY', 'WEEK', 'PUZZLE');

-- CreateTable
CREATE TABLE "LeaderboardEntry" (
    "gameId" TEXT NOT NULL,
    "board" "LeaderboardBoard" NOT NULL,
    "period" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "rankKey" INTEGER NOT NULL,
    "score" INTEGER NOT NULL,
    "timeMs" INTEGER NOT NULL,
    "finishedAt" TIMESTAMP(3) NOT NULL,
    "sessionId" TEXT NOT NULL,

    CONSTRAINT "LeaderboardEntry_pkey" PRIMARY KEY ("gameId","board","period","userId")
);

-- CreateIndex
CREATE INDEX "LeaderboardEntry_gameId_board_period_rankKey_finishedAt_use_idx" ON "LeaderboardEntry"("gameId", "board", "period", "rankKey", "finishedAt", "userId");

-- AddForeignKey
ALTER TABLE "LeaderboardEntry" ADD CONSTRAINT "LeaderboardEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "Player"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

