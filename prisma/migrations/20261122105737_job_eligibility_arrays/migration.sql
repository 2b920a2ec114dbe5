-- DropIndex
DROP INDEX "jobs_findable_idx";

-- AlterTable
ALTER TABLE "jobs" ADD COLUMN     "eligible_country_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "eligible_region_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

-- CreateIndex
CREATE INDEX "jobs_findable_idx" ON "jobs"("status", "is_public", "published_at" DESC, "id" DESC, "banned_at", "expires_at", "company_id", "eligible_country_ids", "eligible_region_ids");

-- Keep jobs.eligible_country_ids / eligible_region_ids equal to job_countries / job_regions.
-- Statement-level triggers with transition tables: a bulk insert of 50,000 rows updates each
-- job once, not once per row.
CREATE FUNCTION jobs_refresh_eligibility(job_ids UUID[]) RETURNS VOID LANGUAGE sql AS $$
  UPDATE jobs j SET
    eligible_country_ids = COALESCE((SELECT array_agg(jc.country_id ORDER BY jc.country_id) FROM job_countries jc WHERE jc.job_id = j.id), ARRAY[]::INTEGER[]),
    eligible_region_ids = COALESCE((SELECT array_agg(jr.region_id ORDER BY jr.region_id) FROM job_regions jr WHERE jr.job_id = j.id), ARRAY[]::INTEGER[])
  WHERE j.id = ANY(job_ids);
$$;

CREATE FUNCTION job_eligibility_inserted() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  PERFORM jobs_refresh_eligibility(ARRAY(SELECT DISTINCT job_id FROM new_rows));
  RETURN NULL;
END;
$$;

CREATE FUNCTION job_eligibility_deleted() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  PERFORM jobs_refresh_eligibility(ARRAY(SELECT DISTINCT job_id FROM old_rows));
  RETURN NULL;
END;
$$;

CREATE FUNCTION job_eligibility_updated() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  PERFORM jobs_refresh_eligibility(ARRAY(SELECT job_id FROM old_rows UNION SELECT job_id FROM new_rows));
  RETURN NULL;
END;
$$;

CREATE TRIGGER job_countries_inserted AFTER INSERT ON job_countries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_eligibility_inserted();
CREATE TRIGGER job_countries_deleted AFTER DELETE ON job_countries REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION job_eligibility_deleted();
CREATE TRIGGER job_countries_updated AFTER UPDATE ON job_countries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_eligibility_updated();
CREATE TRIGGER job_regions_inserted AFTER INSERT ON job_regions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_eligibility_inserted();
CREATE TRIGGER job_regions_deleted AFTER DELETE ON job_regions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION job_eligibility_deleted();
CREATE TRIGGER job_regions_updated AFTER UPDATE ON job_regions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION job_eligibility_updated();

-- Existing jobs.
UPDATE jobs j SET
  eligible_country_ids = COALESCE((SELECT array_agg(jc.country_id ORDER BY jc.country_id) FROM job_countries jc WHERE jc.job_id = j.id), ARRAY[]::INTEGER[]),
  eligible_region_ids = COALESCE((SELECT array_agg(jr.region_id ORDER BY jr.region_id) FROM job_regions jr WHERE jr.job_id = j.id), ARRAY[]::INTEGER[])
WHERE EXISTS (SELECT 1 FROM job_countries jc WHERE jc.job_id = j.id) OR EXISTS (SELECT 1 FROM job_regions jr WHERE jr.job_id = j.id);
