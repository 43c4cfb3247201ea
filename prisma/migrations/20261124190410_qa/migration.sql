-- CreateTable
CREATE TABLE "QaQuestion" (
    "id" SERIAL NOT NULL,
    "gameId" TEXT NOT NULL,
    "userId" TEXT,
    "seedKey" TEXT,
    "text" TEXT NOT NULL,
    "score" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QaQuestion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QaAnswer" (
    "id" SERIAL NOT NULL,
    "questionId" INTEGER NOT NULL,
    "userId" TEXT,
    "text" TEXT NOT NULL,
    "score" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QaAnswer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QaResponse" (
    "id" SERIAL NOT NULL,
    "answerId" INTEGER NOT NULL,
    "userId" TEXT,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QaResponse_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QaQuestionVote" (
    "userId" TEXT NOT NULL,
    "questionId" INTEGER NOT NULL,
    "value" INTEGER NOT NULL,

    CONSTRAINT "QaQuestionVote_pkey" PRIMARY KEY ("userId","questionId")
);

-- CreateTable
CREATE TABLE "QaAnswerVote" (
    "userId" TEXT NOT NULL,
    "answerId" INTEGER NOT NULL,
    "value" INTEGER NOT NULL,

    CONSTRAINT "QaAnswerVote_pkey" PRIMARY KEY ("userId","answerId")
);

-- CreateIndex
CREATE UNIQUE INDEX "QaQuestion_seedKey_key" ON "QaQuestion"("seedKey");

-- CreateIndex
CREATE INDEX "QaQuestion_gameId_score_idx" ON "QaQuestion"("gameId", "score");

-- CreateIndex
CREATE INDEX "QaQuestion_gameId_createdAt_idx" ON "QaQuestion"("gameId", "createdAt");

-- CreateIndex
CREATE INDEX "QaQuestion_userId_idx" ON "QaQuestion"("userId");

-- CreateIndex
CREATE INDEX "QaAnswer_questionId_idx" ON "QaAnswer"("questionId");

-- CreateIndex
CREATE INDEX "QaAnswer_userId_idx" ON "QaAnswer"("userId");

-- CreateIndex
CREATE INDEX "QaResponse_answerId_idx" ON "QaResponse"("answerId");

-- CreateIndex
CREATE INDEX "QaResponse_userId_idx" ON "QaResponse"("userId");

-- CreateIndex
CREATE INDEX "QaQuestionVote_questionId_idx" ON "QaQuestionVote"("questionId");

-- CreateIndex
CREATE INDEX "QaAnswerVote_answerId_idx" ON "QaAnswerVote"("answerId");

-- AddForeignKey
ALTER TABLE "QaQuestion" ADD CONSTRAINT "QaQuestion_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QaQuestion" ADD CONSTRAINT "QaQuestion_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QaAnswer" ADD CONSTRAINT "QaAnswer_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "QaQuestion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QaAnswer" ADD CONSTRAINT "QaAnswer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QaResponse" ADD CONSTRAINT "QaResponse_answerId_fkey" FOREIGN KEY ("answerId") REFERENCES "QaAnswer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QaResponse" ADD CONSTRAINT "QaResponse_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QaQuestionVote" ADD CONSTRAINT "QaQuestionVote_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QaQuestionVote" ADD CONSTRAINT "QaQuestionVote_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "QaQuestion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QaAnswerVote" ADD CONSTRAINT "QaAnswerVote_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QaAnswerVote" ADD CONSTRAINT "QaAnswerVote_answerId_fkey" FOREIGN KEY ("answerId") REFERENCES "QaAnswer"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Full-text search (api/qa/qa.ts searches with websearch_to_tsquery('english', ...) on these same expressions).
CREATE INDEX "QaQuestion_text_search_idx" ON "QaQuestion" USING GIN (to_tsvector('english', "text"));
CREATE INDEX "QaAnswer_text_search_idx" ON "QaAnswer" USING GIN (to_tsvector('english', "text"));

-- A vote is up or down; clearing a vote deletes its row.
ALTER TABLE "QaQuestionVote" ADD CONSTRAINT "QaQuestionVote_value" CHECK ("value" IN (-1, 1));
ALTER TABLE "QaAnswerVote" ADD CONSTRAINT "QaAnswerVote_value" CHECK ("value" IN (-1, 1));
