-- CreateEnum
CREATE TYPE "coupon_duration" AS ENUM ('ONCE', 'REPEATING', 'FOREVER');

-- AlterTable
ALTER TABLE "coupons" ADD COLUMN     "duration" "coupon_duration" NOT NULL DEFAULT 'ONCE',
ADD COLUMN     "duration_in_months" SMALLINT;

-- AlterTable
ALTER TABLE "transactions" ADD COLUMN     "invoice_number" TEXT,
ADD COLUMN     "invoice_url" TEXT;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "stripe_customer_id" TEXT;

-- CreateTable
CREATE TABLE "stripe_events" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stripe_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_stripe_customer_id_key" ON "users"("stripe_customer_id");
