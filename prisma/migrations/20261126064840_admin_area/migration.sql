-- AlterTable
ALTER TABLE "chat_room_reports" ADD COLUMN     "resolution" VARCHAR(20);

-- CreateTable
CREATE TABLE "admin_actions" (
    "id" UUID NOT NULL,
    "actor_id" UUID,
    "action" VARCHAR(40) NOT NULL,
    "target_type" VARCHAR(20) NOT NULL,
    "target_id" UUID NOT NULL,
    "target_label" VARCHAR(255),
    "reason" VARCHAR(1000),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "admin_actions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "admin_actions_created_at_idx" ON "admin_actions"("created_at" DESC);

-- CreateIndex
CREATE INDEX "admin_actions_target_type_target_id_created_at_idx" ON "admin_actions"("target_type", "target_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "admin_actions_actor_id_created_at_idx" ON "admin_actions"("actor_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "admin_actions_action_created_at_idx" ON "admin_actions"("action", "created_at" DESC);

-- CreateIndex
CREATE INDEX "jobs_created_at_id_idx" ON "jobs"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "users_email_trgm_idx" ON "users" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_name_trgm_idx" ON "users" USING GIN ("first_name" gin_trgm_ops, "last_name" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
