-- AlterTable
ALTER TABLE "notifications" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3);
