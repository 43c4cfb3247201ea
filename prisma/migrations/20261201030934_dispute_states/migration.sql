-- CreateEnum
CREATE TYPE "ReversalState" AS ENUM ('OPEN', 'SETTLED', 'WON');

-- AlterTable
ALTER TABLE "PaymentReversal" ADD COLUMN     "beforeCredit" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "caseId" TEXT,
ADD COLUMN     "closedAt" TIMESTAMP(3),
ADD COLUMN     "gemsRestored" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "state" "ReversalState" NOT NULL DEFAULT 'SETTLED';

-- CreateIndex
CREATE UNIQUE INDEX "PaymentReversal_caseId_key" ON "PaymentReversal"("caseId");

-- CreateIndex
CREATE INDEX "PaymentReversal_state_idx" ON "PaymentReversal"("state");

