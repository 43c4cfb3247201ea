-- AlterTable
ALTER TABLE "QaQuestion" ADD COLUMN     "hiddenAt" TIMESTAMP(3),
ADD COLUMN     "hiddenById" TEXT;

-- AlterTable
ALTER TABLE "QaAnswer" ADD COLUMN     "hiddenAt" TIMESTAMP(3),
ADD COLUMN     "hiddenById" TEXT;

-- CreateTable
CREATE TABLE "QaQuestionReport" (
    "questionId" INTEGER NOT NULL,
    "reporterId" TEXT NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settledAt" TIMESTAMP(3),

    CONSTRAINT "QaQuestionReport_pkey" PRIMARY KEY ("questionId","reporterId")
);

-- CreateTable
CREATE TABLE "QaAnswerReport" (
    "answerId" INTEGER NOT NULL,
    "reporterId" TEXT NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settledAt" TIMESTAMP(3),

    CONSTRAINT "QaAnswerReport_pkey" PRIMARY KEY ("answerId","reporterId")
);

-- CreateIndex
CREATE INDEX "QaQuestionReport_reporterId_idx" ON "QaQuestionReport"("reporterId");

-- CreateIndex
CREATE INDEX "QaAnswerReport_reporterId_idx" ON "QaAnswerReport"("reporterId");

-- AddForeignKey
ALTER TABLE "QaQuestion" ADD CONSTRAINT "QaQuestion_hiddenById_fkey" FOREIGN KEY ("hiddenById") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QaAnswer" ADD CONSTRAINT "QaAnswer_hiddenById_fkey" FOREIGN KEY ("hiddenById") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QaQuestionReport" ADD CONSTRAINT "QaQuestionReport_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "QaQuestion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QaQuestionReport" ADD CONSTRAINT "QaQuestionReport_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QaAnswerReport" ADD CONSTRAINT "QaAnswerReport_answerId_fkey" FOREIGN KEY ("answerId") REFERENCES "QaAnswer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QaAnswerReport" ADD CONSTRAINT "QaAnswerReport_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

