CREATE TABLE "owner_answer_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"answer_id" uuid NOT NULL,
	"change" text NOT NULL,
	"actor_user_id" uuid,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"text" text NOT NULL,
	"link_label" text,
	"link_path" text,
	"examples" jsonb NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_feedback" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
ALTER TABLE "owner_answer_changes" ADD CONSTRAINT "owner_answer_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_answers" ADD CONSTRAINT "owner_answers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_answers" ADD CONSTRAINT "owner_answers_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_answer_changes_answer_idx" ON "owner_answer_changes" USING btree ("answer_id","created_at");--> statement-breakpoint
CREATE INDEX "owner_answers_updated_at_idx" ON "owner_answers" USING btree ("updated_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "chat_feedback" ADD CONSTRAINT "chat_feedback_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_feedback_conversation_idx" ON "chat_feedback" USING btree ("conversation_id");