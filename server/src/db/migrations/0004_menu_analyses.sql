CREATE TABLE "menu_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid,
	"client_address" text NOT NULL,
	"status" text NOT NULL,
	"phase" text NOT NULL,
	"progress" integer NOT NULL,
	"result" jsonb,
	"error_code" text,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_analyses" ADD CONSTRAINT "menu_analyses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_analyses_expires_at_idx" ON "menu_analyses" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "menu_analyses_unfinished_idx" ON "menu_analyses" USING btree ("updated_at") WHERE "menu_analyses"."status" in ('queued', 'running');