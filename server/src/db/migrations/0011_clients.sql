-- The trigram operators of the clients' search index (LIKE '%…%' on search_text). Trusted since PostgreSQL 13,
-- so the database's owner may create it; PGlite loads it through `extensions: { pg_trgm }`.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"nombre_completo" text NOT NULL,
	"telefono" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"email_key" text DEFAULT '' NOT NULL,
	"phone_key" text DEFAULT '' NOT NULL,
	"pais" text DEFAULT 'CO' NOT NULL,
	"estado" text DEFAULT 'Activo' NOT NULL,
	"notas" text DEFAULT '' NOT NULL,
	"name_key" text COLLATE "C" NOT NULL,
	"search_text" text NOT NULL,
	"last_visit_at" timestamp with time zone,
	"visit_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "visit_counted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_business_email_key_idx" ON "clients" USING btree ("business_id","email_key") WHERE "clients"."email_key" <> '';--> statement-breakpoint
CREATE INDEX "clients_business_phone_key_idx" ON "clients" USING btree ("business_id","phone_key");--> statement-breakpoint
CREATE INDEX "clients_business_name_idx" ON "clients" USING btree ("business_id","name_key","id");--> statement-breakpoint
CREATE INDEX "clients_business_pais_idx" ON "clients" USING btree ("business_id","pais","name_key","id");--> statement-breakpoint
CREATE INDEX "clients_business_estado_idx" ON "clients" USING btree ("business_id","estado","name_key","id");--> statement-breakpoint
CREATE INDEX "clients_business_visit_asc_idx" ON "clients" USING btree ("business_id","last_visit_at","name_key","id");--> statement-breakpoint
CREATE INDEX "clients_business_visit_desc_idx" ON "clients" USING btree ("business_id","last_visit_at" DESC NULLS LAST,"name_key" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clients_search_text_idx" ON "clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_client_start_idx" ON "appointments" USING btree ("client_id","start_at");--> statement-breakpoint
CREATE INDEX "appointments_visit_due_idx" ON "appointments" USING btree ("start_at") WHERE "appointments"."visit_counted" = false and "appointments"."client_id" is not null and "appointments"."status" in ('confirmed', 'completed');