-- AlterTable
ALTER TABLE "Player" DROP COLUMN "bannerHistory",
ADD COLUMN     "closedAt" TIMESTAMP(3),
ADD COLUMN     "lastSignInDay" TEXT;

-- CreateTable
CREATE TABLE "BannerView" (
    "userId" TEXT NOT NULL,
    "bannerId" TEXT NOT NULL,
    "seenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dismissedAt" TIMESTAMP(3),

    CONSTRAINT "BannerView_pkey" PRIMARY KEY ("userId","bannerId")
);

-- AddForeignKey
ALTER TABLE "BannerView" ADD CONSTRAINT "BannerView_userId_fkey" FOREIGN KEY ("userId") REFERENCES "Player"("userId") ON DELETE CASCADE ON UPDATE CASCADE;

