-- The clients' search index: trigrams (pg_trgm, for LIKE '%…%' on search_text) beside the business id
-- (btree_gin), in one GIN index. Both are trusted extensions since PostgreSQL 13, so the database's owner may
-- create them; PGlite loads them through its `extensions` option (PGLITE_OPTIONS).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE TABLE "client_counts" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
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
ALTER TABLE "client_counts" ADD CONSTRAINT "client_counts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_business_email_key_idx" ON "clients" USING btree ("business_id","email_key") WHERE "clients"."email_key" <> '';--> statement-breakpoint
CREATE INDEX "clients_business_phone_key_idx" ON "clients" USING btree ("business_id","phone_key");--> statement-breakpoint
CREATE INDEX "clients_business_name_idx" ON "clients" USING btree ("business_id","name_key","id");--> statement-breakpoint
CREATE INDEX "clients_business_pais_idx" ON "clients" USING btree ("business_id","pais","name_key","id");--> statement-breakpoint
CREATE INDEX "clients_business_estado_idx" ON "clients" USING btree ("business_id","estado","name_key","id");--> statement-breakpoint
CREATE INDEX "clients_business_visit_asc_idx" ON "clients" USING btree ("business_id","last_visit_at","name_key","id");--> statement-breakpoint
CREATE INDEX "clients_business_visit_desc_idx" ON "clients" USING btree ("business_id","last_visit_at" DESC NULLS LAST,"name_key" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clients_business_search_idx" ON "clients" USING gin ("business_id","search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_client_start_idx" ON "appointments" USING btree ("client_id","start_at");--> statement-breakpoint
CREATE INDEX "appointments_visit_due_idx" ON "appointments" USING btree ("start_at") WHERE "appointments"."visit_counted" = false and "appointments"."client_id" is not null and "appointments"."status" in ('confirmed', 'completed');--> statement-breakpoint
-- client_counts follows the clients table by statement (one update per insert or delete, however many rows):
-- every path that writes clients keeps it right in its own transaction. A client never changes business.
CREATE FUNCTION "clients_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "client_counts" ("business_id", "total")
    SELECT "business_id", count(*) FROM "inserted_clients" GROUP BY "business_id"
  ON CONFLICT ("business_id") DO UPDATE SET "total" = "client_counts"."total" + excluded."total";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "clients_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "client_counts" SET "total" = "client_counts"."total" - "gone"."total"
    FROM (SELECT "business_id", count(*) AS "total" FROM "deleted_clients" GROUP BY "business_id") AS "gone"
    WHERE "client_counts"."business_id" = "gone"."business_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "clients_count_insert" AFTER INSERT ON "clients" REFERENCING NEW TABLE AS "inserted_clients"
  FOR EACH STATEMENT EXECUTE FUNCTION "clients_count_inserted"();
--> statement-breakpoint
CREATE TRIGGER "clients_count_delete" AFTER DELETE ON "clients" REFERENCING OLD TABLE AS "deleted_clients"
  FOR EACH STATEMENT EXECUTE FUNCTION "clients_count_deleted"();
