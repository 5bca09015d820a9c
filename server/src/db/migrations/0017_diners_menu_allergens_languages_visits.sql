CREATE TABLE "menu_view_counts" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_view_counts_business_id_day_kind_key_pk" PRIMARY KEY("business_id","day","kind","key")
);
--> statement-breakpoint
CREATE TABLE "menu_visitor_sketches" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"registers" smallint[] NOT NULL,
	CONSTRAINT "menu_visitor_sketches_business_id_day_pk" PRIMARY KEY("business_id","day")
);
--> statement-breakpoint
CREATE TABLE "visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allergen_traces" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_view_counts" ADD CONSTRAINT "menu_view_counts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_visitor_sketches" ADD CONSTRAINT "menu_visitor_sketches_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand (drizzle-kit does not track functions). A flush sends only the registers its sketch set,
-- each packed as register * 64 + rank (modules/visits/visitor-sketch.ts, listSetRegisters); this raises those
-- registers of a stored sketch in place, each to the larger rank. PL/pgSQL assigns an array element in place,
-- so merging k registers costs k steps, not 4,096: on the embedded database, in the server's own thread, a
-- quiet menu's flush then costs about what one row did (decision 052).
CREATE FUNCTION "merge_visitor_ranks"("registers" smallint[], "packed" integer[]) RETURNS smallint[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
	"entry" integer;
BEGIN
	FOREACH "entry" IN ARRAY "packed" LOOP
		IF "registers"[("entry" >> 6) + 1] < ("entry" & 63) THEN
			"registers"[("entry" >> 6) + 1] := "entry" & 63;
		END IF;
	END LOOP;
	RETURN "registers";
END
$$;
