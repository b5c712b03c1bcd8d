CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_spend" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"ends_at" timestamp (3) with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"categories" "product_category"[] DEFAULT '{}' NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_value" CHECK ("discount_codes"."value" >= 1 AND ("discount_codes"."kind" <> 'percent' OR "discount_codes"."value" <= 100)),
	CONSTRAINT "discount_codes_limits" CHECK ("discount_codes"."min_spend" >= 0 AND coalesce("discount_codes"."max_uses", 1) >= 1 AND coalesce("discount_codes"."max_uses_per_customer", 1) >= 1),
	CONSTRAINT "discount_codes_dates" CHECK ("discount_codes"."ends_at" IS NULL OR "discount_codes"."ends_at" > "discount_codes"."starts_at")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_idx" ON "discount_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "discount_codes_created_at_idx" ON "discount_codes" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_discount_code_user_idx" ON "orders" USING btree ("discount_code","user_id");