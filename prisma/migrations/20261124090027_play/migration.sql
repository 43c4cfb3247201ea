-- CreateEnum
CREATE TYPE "GamePhase" AS ENUM ('PLAYING', 'WON', 'LOST');

-- AlterTable
ALTER TABLE "Player" ADD COLUMN     "lastGameDay" TEXT;

-- CreateTable
CREATE TABLE "GameSession" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "gameId" TEXT NOT NULL,
    "options" JSONB NOT NULL,
    "daily" BOOLEAN NOT NULL DEFAULT false,
    "dailyDate" TEXT,
    "seed" TEXT NOT NULL,
    "secretSeed" TEXT,
    "rulesVersion" INTEGER NOT NULL,
    "saveMode" INTEGER NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    "phase" "GamePhase" NOT NULL DEFAULT 'PLAYING',
    "score" INTEGER NOT NULL DEFAULT 0,
    "tokensPaid" INTEGER NOT NULL DEFAULT 0,
    "moves" JSONB NOT NULL DEFAULT '[]',
    "verdict" TEXT,
    "savedAt" TIMESTAMP(3),

    CONSTRAINT "GameSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GamePowerupUse" (
    "sessionId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "powerupId" TEXT NOT NULL,
    "usedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GamePowerupUse_pkey" PRIMARY KEY ("sessionId","seq")
);

-- CreateIndex
CREATE INDEX "GameSession_userId_startedAt_idx" ON "GameSession"("userId", "startedAt");

-- CreateIndex
CREATE INDEX "GameSession_userId_gameId_finishedAt_idx" ON "GameSession"("userId", "gameId", "finishedAt");

-- AddForeignKey
ALTER TABLE "GameSession" ADD CONSTRAINT "GameSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GamePowerupUse" ADD CONSTRAINT "GamePowerupUse_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "GameSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Checks Prisma's schema cannot express: what a session records is never negative or out of range.
ALTER TABLE "GameSession" ADD CONSTRAINT "GameSession_saveMode_range" CHECK ("saveMode" BETWEEN 0 AND 2);
ALTER TABLE "GameSession" ADD CONSTRAINT "GameSession_amounts_nonnegative" CHECK ("score" >= 0 AND "tokensPaid" >= 0);
ALTER TABLE "GamePowerupUse" ADD CONSTRAINT "GamePowerupUse_seq_positive" CHECK ("seq" > 0);
