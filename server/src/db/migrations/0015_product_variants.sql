-- A product's prices become its variants (decision 044): each existing price and special price is kept as
-- the product's one unlabelled variant, in its shortest exact form ("12000.00" → "12000"), null staying null.
ALTER TABLE "categories" ADD COLUMN "variant_labels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variants" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "option_groups" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "products" SET "variants" = jsonb_build_array(jsonb_build_object(
  'id', gen_random_uuid()::text,
  'label', '',
  'price', trim_scale("price")::text,
  'specialPrice', trim_scale("special_price")::text
));--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "variants" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "variantes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "special_price";
