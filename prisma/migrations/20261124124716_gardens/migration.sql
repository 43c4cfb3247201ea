-- CreateTable
CREATE TABLE "GardenPlant" (
    "userId" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "plot" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "plantedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GardenPlant_pkey" PRIMARY KEY ("userId","gameId","plot")
);

-- AddForeignKey
ALTER TABLE "GardenPlant" ADD CONSTRAINT "GardenPlant_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

