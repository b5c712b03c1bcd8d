DROP INDEX "support_tickets_status_idx";--> statement-breakpoint
DROP INDEX "support_tickets_updated_at_idx";--> statement-breakpoint
ALTER TABLE "support_tickets" ALTER COLUMN "updated_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ALTER COLUMN "updated_at" SET DEFAULT now();--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "support_tickets_updated_at_idx" ON "support_tickets" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);