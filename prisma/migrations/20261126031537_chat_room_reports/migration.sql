-- CreateEnum
CREATE TYPE "chat_report_reason" AS ENUM ('SCAM', 'OFF_PLATFORM_PAYMENT', 'HARASSMENT', 'SPAM', 'OTHER');

-- CreateTable
CREATE TABLE "chat_room_reports" (
    "id" UUID NOT NULL,
    "room_id" UUID NOT NULL,
    "reporter_id" UUID NOT NULL,
    "reason" "chat_report_reason" NOT NULL,
    "details" VARCHAR(2000),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolved_at" TIMESTAMPTZ(3),

    CONSTRAINT "chat_room_reports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "chat_room_reports_resolved_at_created_at_idx" ON "chat_room_reports"("resolved_at", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "chat_room_reports_room_id_reporter_id_key" ON "chat_room_reports"("room_id", "reporter_id");

-- AddForeignKey
ALTER TABLE "chat_room_reports" ADD CONSTRAINT "chat_room_reports_room_id_fkey" FOREIGN KEY ("room_id") REFERENCES "chat_rooms"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_room_reports" ADD CONSTRAINT "chat_room_reports_reporter_id_fkey" FOREIGN KEY ("reporter_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
