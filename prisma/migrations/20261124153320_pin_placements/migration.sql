-- CreateTable
CREATE TABLE "PinPlacement" (
    "userId" TEXT NOT NULL,
    "boardId" TEXT NOT NULL,
    "x" INTEGER NOT NULL,
    "y" INTEGER NOT NULL,
    "pinId" TEXT NOT NULL,
    "originX" INTEGER NOT NULL,
    "originY" INTEGER NOT NULL,
    "placedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PinPlacement_pkey" PRIMARY KEY ("userId","boardId","x","y")
);

-- CreateIndex
CREATE INDEX "PinPlacement_userId_pinId_idx" ON "PinPlacement"("userId", "pinId");

-- AddForeignKey
ALTER TABLE "PinPlacement" ADD CONSTRAINT "PinPlacement_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

