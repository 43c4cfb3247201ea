-- CreateTable
CREATE TABLE "OfflineSeed" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "options" JSONB NOT NULL,
    "seed" TEXT NOT NULL,
    "rulesVersion" INTEGER NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "redeemedAt" TIMESTAMP(3),
    "sessionId" TEXT,

    CONSTRAINT "OfflineSeed_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OfflineSeed_sessionId_key" ON "OfflineSeed"("sessionId");

-- CreateIndex
CREATE INDEX "OfflineSeed_userId_gameId_redeemedAt_idx" ON "OfflineSeed"("userId", "gameId", "redeemedAt");

-- AddForeignKey
ALTER TABLE "OfflineSeed" ADD CONSTRAINT "OfflineSeed_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OfflineSeed" ADD CONSTRAINT "OfflineSeed_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "GameSession"("id") ON DELETE SET NULL ON UPDATE CASCADE;

