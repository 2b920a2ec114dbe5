-- DropIndex
DROP INDEX "jobs_status_is_public_published_at_idx";

-- CreateIndex
CREATE INDEX "jobs_findable_idx" ON "jobs"("status", "is_public", "published_at" DESC, "id" DESC, "banned_at", "expires_at", "company_id");
