-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "stored_file_kind" ADD VALUE 'COMPANY_LOGO';
ALTER TYPE "stored_file_kind" ADD VALUE 'COMPANY_COVER';

-- AlterTable
ALTER TABLE "companies" ADD COLUMN     "description_es" TEXT,
ADD COLUMN     "facebook_url" VARCHAR(500),
ADD COLUMN     "github_url" VARCHAR(500),
ADD COLUMN     "instagram_url" VARCHAR(500),
ADD COLUMN     "linkedin_url" VARCHAR(500),
ADD COLUMN     "x_url" VARCHAR(500);

-- AlterTable
ALTER TABLE "stored_files" ADD COLUMN     "company_id" UUID;

-- CreateTable
CREATE TABLE "company_invitations" (
    "id" UUID NOT NULL,
    "company_id" UUID NOT NULL,
    "email" CITEXT NOT NULL,
    "invited_by_id" UUID,
    "token_hash" CHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "accepted_at" TIMESTAMPTZ(3),
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "company_invitations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "company_invitations_token_hash_key" ON "company_invitations"("token_hash");

-- CreateIndex
CREATE INDEX "company_invitations_email_idx" ON "company_invitations"("email");

-- CreateIndex
CREATE UNIQUE INDEX "company_invitations_company_id_email_key" ON "company_invitations"("company_id", "email");

-- CreateIndex
CREATE INDEX "stored_files_company_id_kind_idx" ON "stored_files"("company_id", "kind");

-- AddForeignKey
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_id_fkey" FOREIGN KEY ("invited_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand (outside Prisma's view): a company's logo or cover always names its company, and
-- nothing else does. Compared as text, since an enum value added above cannot be used in this
-- same transaction.
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_company_kind_check" CHECK (("company_id" IS NOT NULL) = ("kind"::text IN ('COMPANY_LOGO', 'COMPANY_COVER')));
