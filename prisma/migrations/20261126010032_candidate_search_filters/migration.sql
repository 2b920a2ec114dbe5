-- CreateIndex
CREATE INDEX "users_availability_idx" ON "users"("availability");

-- CreateIndex
CREATE INDEX "users_expected_salary_monthly_usd_idx" ON "users"("expected_salary_monthly_usd");
