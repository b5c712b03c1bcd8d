ALTER TABLE "chat_conversations" ADD COLUMN "visitor_key" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "customer_seen_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "chat_conversations_user_idx" ON "chat_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_visitor_key_idx" ON "chat_conversations" USING btree ("visitor_key");