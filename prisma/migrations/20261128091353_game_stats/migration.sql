-- CreateTable
CREATE TABLE "GameStat" (
    "userId" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "optionsKey" TEXT NOT NULL,
    "played" INTEGER NOT NULL DEFAULT 0,
    "won" INTEGER NOT NULL DEFAULT 0,
    "currentStreak" INTEGER NOT NULL DEFAULT 0,
    "bestStreak" INTEGER NOT NULL DEFAULT 0,
    "bestTimeMs" INTEGER,
    "bestScore" INTEGER,
    "lastFinishedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GameStat_pkey" PRIMARY KEY ("userId","gameId","optionsKey")
);

-- AddForeignKey
ALTER TABLE "GameStat" ADD CONSTRAINT "GameStat_userId_fkey" FOREIGN KEY ("userId") REFERENCES "Player"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

