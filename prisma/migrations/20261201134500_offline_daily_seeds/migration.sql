-- AlterTable
ALTER TABLE "OfflineSeed" ADD COLUMN     "dailyDate" TEXT;
