-- One review per account and product. Where an account already has several, the newest stays and the
-- others go, each taking one occurrence of its rating out of the product's ratings.
WITH ranked AS (
  SELECT "id", row_number() OVER (PARTITION BY "product_id", "user_id" ORDER BY "created_at" DESC, "id" DESC) AS "rank"
  FROM "reviews"
  WHERE "user_id" IS NOT NULL
),
removed AS (
  DELETE FROM "reviews" USING ranked
  WHERE "reviews"."id" = ranked."id" AND ranked."rank" > 1
  RETURNING "reviews"."product_id", "reviews"."rating"
),
removed_counts AS (
  SELECT "product_id", "rating", count(*) AS "times" FROM removed GROUP BY "product_id", "rating"
)
UPDATE "products" SET "ratings" = (
  SELECT coalesce(array_agg(kept."value" ORDER BY kept."position"), '{}'::integer[])
  FROM (
    SELECT "value", "position", row_number() OVER (PARTITION BY "value" ORDER BY "position" DESC) AS "occurrence"
    FROM unnest("products"."ratings") WITH ORDINALITY AS rating("value", "position")
  ) AS kept
  WHERE kept."occurrence" > coalesce(
    (SELECT "times" FROM removed_counts WHERE removed_counts."product_id" = "products"."id" AND removed_counts."rating" = kept."value"),
    0
  )
)
WHERE "id" IN (SELECT "product_id" FROM removed_counts);--> statement-breakpoint
UPDATE "products" SET "avg_rating" = coalesce((SELECT avg("value") FROM unnest("ratings") AS "value"), 0);--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "is_verified_buyer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_account_idx" ON "reviews" USING btree ("product_id","user_id");
