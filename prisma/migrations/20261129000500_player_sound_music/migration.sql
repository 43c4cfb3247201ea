-- Background music in the games, on or off (null until the player chooses: off).
ALTER TABLE "Player" ADD COLUMN "soundMusic" BOOLEAN;
