CREATE TABLE "hourly_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_analyses" ADD COLUMN "file_hash" text;--> statement-breakpoint
CREATE INDEX "menu_analyses_business_created_idx" ON "menu_analyses" USING btree ("business_id","created_at");