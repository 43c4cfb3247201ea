-- AlterTable
ALTER TABLE "Player" ADD COLUMN     "soundOn" BOOLEAN,
ADD COLUMN     "soundVolume" INTEGER;
