-- DropIndex
DROP INDEX "jobs_findable_idx";

-- CreateIndex
CREATE INDEX "jobs_findable_idx" ON "jobs"("status", "is_public", "published_at" DESC, "id" DESC, "banned_at", "expires_at", "company_id", "eligible_country_ids", "eligible_region_ids", "industry_id", "job_type", "salary_monthly_usd_from", "salary_monthly_usd_to", "timezone_min_offset", "timezone_max_offset");
