-- CreateTable
CREATE TABLE "Coupon" (
    "code" TEXT NOT NULL,
    "gems" INTEGER NOT NULL DEFAULT 0,
    "tokens" INTEGER NOT NULL DEFAULT 0,
    "items" JSONB NOT NULL DEFAULT '[]',
    "expiresAt" TIMESTAMP(3),
    "maxRedemptions" INTEGER,
    "redemptions" INTEGER NOT NULL DEFAULT 0,
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Coupon_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "CouponRedemption" (
    "couponCode" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "redeemedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CouponRedemption_pkey" PRIMARY KEY ("couponCode","userId")
);

-- CreateIndex
CREATE INDEX "CouponRedemption_userId_idx" ON "CouponRedemption"("userId");

-- AddForeignKey
ALTER TABLE "CouponRedemption" ADD CONSTRAINT "CouponRedemption_couponCode_fkey" FOREIGN KEY ("couponCode") REFERENCES "Coupon"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CouponRedemption" ADD CONSTRAINT "CouponRedemption_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The database, not only the code, keeps a coupon within its limit and its grants whole.
ALTER TABLE "Coupon" ADD CONSTRAINT "Coupon_code_form" CHECK ("code" ~ '^[A-Z2-9]{16}$');
ALTER TABLE "Coupon" ADD CONSTRAINT "Coupon_grants_not_negative" CHECK ("gems" >= 0 AND "tokens" >= 0);
ALTER TABLE "Coupon" ADD CONSTRAINT "Coupon_within_limit" CHECK ("redemptions" >= 0 AND ("maxRedemptions" IS NULL OR "redemptions" <= "maxRedemptions"));
