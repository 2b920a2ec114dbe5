-- CreateEnum
CREATE TYPE "stored_file_kind" AS ENUM ('PROFILE_PICTURE');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "deleted_email" CITEXT;

-- CreateTable
CREATE TABLE "stored_files" (
    "id" UUID NOT NULL,
    "owner_id" UUID NOT NULL,
    "kind" "stored_file_kind" NOT NULL,
    "mime_type" VARCHAR(100) NOT NULL,
    "byte_size" INTEGER NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "bytes" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stored_files_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "stored_files_owner_id_kind_idx" ON "stored_files"("owner_id", "kind");

-- AddForeignKey
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand (outside Prisma's view): the recorded size is the real one, and uploads are
-- already-compressed images, so TOAST stores them out of line without trying to compress them.
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_byte_size_check" CHECK ("byte_size" > 0 AND "byte_size" = octet_length("bytes"));
ALTER TABLE "stored_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
