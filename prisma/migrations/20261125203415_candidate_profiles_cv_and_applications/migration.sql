-- CreateEnum
CREATE TYPE "seniority" AS ENUM ('INTERN', 'JUNIOR', 'MID_LEVEL', 'SENIOR', 'LEAD', 'EXECUTIVE');

-- CreateEnum
CREATE TYPE "availability" AS ENUM ('IMMEDIATELY', 'TWO_WEEKS', 'ONE_MONTH', 'MORE_THAN_A_MONTH');

-- AlterEnum
ALTER TYPE "stored_file_kind" ADD VALUE 'CV';

-- AlterTable
ALTER TABLE "applications" ADD COLUMN     "withdrawn_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "educations" ADD COLUMN     "field_of_study" VARCHAR(160);

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "availability" "availability",
ADD COLUMN     "custom_skills" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "cv_file_id" UUID,
ADD COLUMN     "cv_file_name" VARCHAR(255),
ADD COLUMN     "cv_text" TEXT,
ADD COLUMN     "cv_uploaded_at" TIMESTAMPTZ(3),
ADD COLUMN     "expected_salary_monthly_usd" INTEGER,
ADD COLUMN     "expected_salary_to" INTEGER,
ADD COLUMN     "industry_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "job_types" "job_type"[] DEFAULT ARRAY[]::"job_type"[],
ADD COLUMN     "seniority" "seniority",
ADD COLUMN     "years_of_experience" SMALLINT;

-- The one preferred job type becomes the first of several; cv_url never held anything (CVs are stored files now).
UPDATE "users" SET "job_types" = ARRAY["preferred_job_type"] WHERE "preferred_job_type" IS NOT NULL;
ALTER TABLE "users" DROP COLUMN "cv_url", DROP COLUMN "preferred_job_type";

-- CreateTable
CREATE TABLE "application_events" (
    "id" UUID NOT NULL,
    "application_id" UUID NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "stage" "application_stage",
    "actor_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "application_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_sms" (
    "id" UUID NOT NULL,
    "user_id" UUID,
    "to" VARCHAR(32) NOT NULL,
    "template" VARCHAR(60) NOT NULL,
    "body" VARCHAR(1600) NOT NULL,
    "provider_id" VARCHAR(64),
    "sent_at" TIMESTAMPTZ(3),
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outbox_sms_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "application_events_application_id_created_at_idx" ON "application_events"("application_id", "created_at");

-- CreateIndex
CREATE INDEX "outbox_sms_to_created_at_idx" ON "outbox_sms"("to", "created_at" DESC);

-- CreateIndex
CREATE INDEX "outbox_sms_created_at_idx" ON "outbox_sms"("created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "users_cv_file_id_key" ON "users"("cv_file_id");

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_cv_file_id_fkey" FOREIGN KEY ("cv_file_id") REFERENCES "stored_files"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "outbox_sms" ADD CONSTRAINT "outbox_sms_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Applications made before timelines existed start theirs with the application itself.
INSERT INTO "application_events" ("id", "application_id", "kind", "created_at")
SELECT gen_random_uuid(), "id", 'applied', "created_at" FROM "applications";

-- Candidate search reads custom skills like catalogue skills, and the CV's text with the least weight.
CREATE OR REPLACE FUNCTION "users_search_vector_update"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.first_name IS NOT DISTINCT FROM OLD.first_name
     AND NEW.last_name IS NOT DISTINCT FROM OLD.last_name
     AND NEW.title IS NOT DISTINCT FROM OLD.title
     AND NEW.skills IS NOT DISTINCT FROM OLD.skills
     AND NEW.custom_skills IS NOT DISTINCT FROM OLD.custom_skills
     AND NEW.about IS NOT DISTINCT FROM OLD.about
     AND NEW.city IS NOT DISTINCT FROM OLD.city
     AND NEW.cv_text IS NOT DISTINCT FROM OLD.cv_text THEN
    RETURN NEW;
  END IF;
  NEW.search_vector :=
    setweight(to_tsvector('simple', concat_ws(' ', NEW.first_name, NEW.last_name, NEW.title)), 'A') ||
    setweight(to_tsvector('simple', concat_ws(' ', array_to_string(NEW.skills, ' '), array_to_string(NEW.custom_skills, ' '))), 'B') ||
    setweight(to_tsvector('simple', concat_ws(' ', NEW.about, NEW.city)), 'C') ||
    setweight(to_tsvector('simple', left(coalesce(NEW.cv_text, ''), 100000)), 'D');
  RETURN NEW;
END;
$$;
