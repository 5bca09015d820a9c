ALTER TABLE "menu_analyses" ADD COLUMN "file_hash" text;--> statement-breakpoint
CREATE INDEX "menu_analyses_business_created_idx" ON "menu_analyses" USING btree ("business_id","created_at");