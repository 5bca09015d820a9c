CREATE TABLE "dining_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"token" text NOT NULL,
	"channel" text NOT NULL,
	"table_id" uuid,
	"table_name" text DEFAULT '' NOT NULL,
	"pickup_name" text DEFAULT '' NOT NULL,
	"pickup_phone" text DEFAULT '' NOT NULL,
	"pickup_at" timestamp with time zone,
	"client_id" uuid,
	"status" text DEFAULT 'received' NOT NULL,
	"ready_at" timestamp with time zone,
	"reject_reason" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'es' NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal" text NOT NULL,
	"discount" text NOT NULL,
	"total" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "ordering" jsonb DEFAULT '{"table":false,"pickup":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD CONSTRAINT "dining_tables_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_table_id_dining_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."dining_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dining_tables_key_idx" ON "dining_tables" USING btree ("business_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "dining_tables_name_idx" ON "dining_tables" USING btree ("business_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("business_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("business_id","number");--> statement-breakpoint
CREATE INDEX "orders_business_idx" ON "orders" USING btree ("business_id","created_at");