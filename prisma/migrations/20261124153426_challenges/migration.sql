-- CreateEnum
CREATE TYPE "ChallengeStatus" AS ENUM ('ACTIVE', 'COMPLETED', 'FAILED');

-- CreateTable
CREATE TABLE "PlayerChallenge" (
    "userId" TEXT NOT NULL,
    "challengeId" TEXT NOT NULL,
    "status" "ChallengeStatus" NOT NULL DEFAULT 'ACTIVE',
    "kind" TEXT NOT NULL,
    "goals" JSONB NOT NULL,
    "tokens" INTEGER NOT NULL,
    "pinId" TEXT,
    "pinTokens" INTEGER NOT NULL DEFAULT 0,
    "acceptedAt" TIMESTAMP(3) NOT NULL,
    "completedAt" TIMESTAMP(3),
    "completedSeason" TEXT,
    "completedWeek" TEXT,
    "slotFreedAt" TIMESTAMP(3),
    "removedAt" TIMESTAMP(3),

    CONSTRAINT "PlayerChallenge_pkey" PRIMARY KEY ("userId","challengeId")
);

-- CreateTable
CREATE TABLE "ChallengePayout" (
    "userId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "tokens" INTEGER NOT NULL DEFAULT 0,
    "pinId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChallengePayout_pkey" PRIMARY KEY ("userId","key")
);

-- CreateTable
CREATE TABLE "CommunityContribution" (
    "week" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "CommunityContribution_pkey" PRIMARY KEY ("week","userId")
);

-- CreateTable
CREATE TABLE "CommunitySettlement" (
    "week" TEXT NOT NULL,
    "total" INTEGER NOT NULL,
    "tier" INTEGER NOT NULL,
    "settledAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CommunitySettlement_pkey" PRIMARY KEY ("week")
);

-- CreateIndex
CREATE INDEX "PlayerChallenge_userId_slotFreedAt_idx" ON "PlayerChallenge"("userId", "slotFreedAt");

-- CreateIndex
CREATE INDEX "PlayerChallenge_userId_completedWeek_idx" ON "PlayerChallenge"("userId", "completedWeek");

-- CreateIndex
CREATE INDEX "PlayerChallenge_userId_completedSeason_idx" ON "PlayerChallenge"("userId", "completedSeason");

-- AddForeignKey
ALTER TABLE "PlayerChallenge" ADD CONSTRAINT "PlayerChallenge_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChallengePayout" ADD CONSTRAINT "ChallengePayout_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

