CREATE TABLE "menu_model_days" (
	"subject" text NOT NULL,
	"day" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "menu_model_days_subject_day_pk" PRIMARY KEY("subject","day")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "menu_model_enabled" boolean DEFAULT true NOT NULL;