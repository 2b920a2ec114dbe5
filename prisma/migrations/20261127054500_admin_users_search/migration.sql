-- The admin users list searched e-mail, first and last name with three ILIKEs per row, each a
-- case-insensitive match through ICU (about 0.7 µs a row): one lower-case text matched with LIKE
-- costs a fraction of that, needs one trigram index instead of two, and finds a full name.
ALTER TABLE "users" ADD COLUMN "admin_search" text GENERATED ALWAYS AS (lower("email"::text || ' ' || coalesce("first_name", '') || ' ' || coalesce("last_name", ''))) STORED;

-- DropIndex
DROP INDEX "users_email_trgm_idx";

-- DropIndex
DROP INDEX "users_name_trgm_idx";

-- CreateIndex
CREATE INDEX "users_admin_search_trgm_idx" ON "users" USING GIN ("admin_search" gin_trgm_ops);

-- Without statistics on the new column, PostgreSQL guesses that a rare name matches thousands
-- of accounts and walks every account newest first to find it (82 ms instead of 0.04 ms).
ANALYZE "users";
