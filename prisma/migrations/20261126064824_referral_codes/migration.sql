-- DropIndex
DROP INDEX "referrals_referred_user_id_idx";

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "referral_code" VARCHAR(16);

-- CreateIndex
CREATE INDEX "referrals_referrer_id_email_sent_at_idx" ON "referrals"("referrer_id", "email_sent_at");

-- CreateIndex
CREATE UNIQUE INDEX "referrals_referred_user_id_key" ON "referrals"("referred_user_id");

-- CreateIndex
CREATE UNIQUE INDEX "users_referral_code_key" ON "users"("referral_code");

-- Existing accounts get their code now (new ones get it at sign-up): ten characters from an
-- alphabet without look-alikes (no 0/O, 1/I/L), drawn from a random UUID's bytes (built in, no pgcrypto); 31^10 codes make a
-- collision in this backfill practically impossible, and the unique index would refuse one.
UPDATE "users"
SET "referral_code" = (
    SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + (get_byte(b, i) % 31), 1), '' ORDER BY i)
    FROM (SELECT decode(replace(gen_random_uuid()::text, '-', ''), 'hex') AS b) AS r, generate_series(0, 9) AS i
    WHERE "users"."id" IS NOT NULL
)
WHERE "referral_code" IS NULL;
