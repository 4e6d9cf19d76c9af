CREATE TABLE "api_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"dealer_id" integer NOT NULL,
	"role" text NOT NULL,
	"scopes" text[] NOT NULL,
	"requests_per_minute" integer DEFAULT 600 NOT NULL,
	"secret_hash" text NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"secret_rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "api_clients_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_clients_dealer_idx" ON "api_clients" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "integration_events_dealer_idx" ON "integration_events" USING btree ("dealer_id","tx","id");