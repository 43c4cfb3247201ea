-- AlterTable
ALTER TABLE "ChatReport" ADD COLUMN     "settledAt" TIMESTAMP(3);
