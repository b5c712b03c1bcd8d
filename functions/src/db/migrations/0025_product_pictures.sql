CREATE TABLE "product_pictures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"img_url" text NOT NULL,
	"img_src_set" text NOT NULL,
	"alt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_pictures" ADD CONSTRAINT "product_pictures_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_pictures_product_idx" ON "product_pictures" USING btree ("product_id","position");--> statement-breakpoint
-- Every product so far had one picture: it becomes its first, described by the product's name.
INSERT INTO "product_pictures" ("product_id", "position", "img_url", "img_src_set", "alt")
SELECT "id", 0, "img_url", "img_src_set", "product_name" FROM "products";
