CREATE TABLE "client_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"area" text NOT NULL,
	"version" text NOT NULL,
	"route" text NOT NULL,
	"vital" text,
	"value" double precision,
	"message" text
);
--> statement-breakpoint
CREATE INDEX "client_reports_area_at_idx" ON "client_reports" USING btree ("area","version","at");