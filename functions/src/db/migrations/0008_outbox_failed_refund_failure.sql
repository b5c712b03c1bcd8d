DROP INDEX "outbox_due_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_failure" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."done_at" IS NULL AND "outbox"."failed_at" IS NULL;--> statement-breakpoint
-- "failed" used to mean "not gone through yet, tried again": that is "retrying" now; "failed" is given up.
UPDATE "orders" SET "refund_status" = 'retrying' WHERE "refund_status" = 'failed';
