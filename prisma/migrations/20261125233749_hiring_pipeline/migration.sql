-- AlterTable
ALTER TABLE "applications" ADD COLUMN     "hired_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "application_notes" (
    "id" UUID NOT NULL,
    "application_id" UUID NOT NULL,
    "author_id" UUID,
    "body" VARCHAR(2000) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "application_notes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "application_notes_application_id_created_at_idx" ON "application_notes"("application_id", "created_at");

-- CreateIndex
CREATE INDEX "applications_job_id_stage_created_at_idx" ON "applications"("job_id", "stage", "created_at" DESC);

-- CreateIndex
CREATE INDEX "applications_hired_at_idx" ON "applications"("hired_at" DESC);

-- AddForeignKey
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Ranks become an order within each job's Applicants and Shortlist stages (1..n, oldest first
-- where nobody ranked yet); dismissed and withdrawn applications leave the order.
UPDATE "applications" SET "rank" = NULL WHERE "stage" = 'DISMISSED' OR "withdrawn_at" IS NOT NULL;
UPDATE "applications" AS a SET "rank" = ordered.position
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "job_id", "stage" ORDER BY "rank" NULLS LAST, "created_at", "id") AS position
  FROM "applications"
  WHERE "stage" <> 'DISMISSED' AND "withdrawn_at" IS NULL
) AS ordered
WHERE a."id" = ordered."id" AND a."rank" IS DISTINCT FROM ordered.position;
