-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "Category" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "desc" TEXT NOT NULL,
    "sort" INTEGER NOT NULL,

    CONSTRAINT "Category_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Game" (
    "id" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "desc" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,
    "short" TEXT NOT NULL,
    "long" TEXT[],
    "howto" TEXT[],
    "bgColor" TEXT NOT NULL,
    "bannerType" TEXT NOT NULL,
    "tag" TEXT NOT NULL,
    "tagColor" TEXT NOT NULL,
    "tagShadow" TEXT NOT NULL,
    "sort" INTEGER NOT NULL,
    "featured" BOOLEAN NOT NULL,
    "imgSummary" BOOLEAN NOT NULL,
    "imgBanner" BOOLEAN NOT NULL,
    "imgStore" BOOLEAN NOT NULL,

    CONSTRAINT "Game_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GameMenuItem" (
    "gameId" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "GameMenuItem_pkey" PRIMARY KEY ("gameId")
);

-- CreateTable
CREATE TABLE "CatalogState" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "contentHash" TEXT NOT NULL,
    "dataDate" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CatalogState_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Game_url_key" ON "Game"("url");

-- CreateIndex
CREATE INDEX "Game_categoryId_sort_idx" ON "Game"("categoryId", "sort");

-- AddForeignKey
ALTER TABLE "Game" ADD CONSTRAINT "Game_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameMenuItem" ADD CONSTRAINT "GameMenuItem_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameMenuItem" ADD CONSTRAINT "GameMenuItem_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

