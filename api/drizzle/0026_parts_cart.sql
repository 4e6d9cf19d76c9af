-- Decision 0127: the dealership's shared parts cart. One row per dealer whose version every change
-- bumps (a change on a stale version is refused), and one line per part (adds sum into it).
CREATE TABLE "parts_cart_lines" (
	"dealer_id" integer NOT NULL,
	"part_number" text NOT NULL,
	"quantity" integer NOT NULL,
	"added_by" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parts_cart_lines_dealer_id_part_number_pk" PRIMARY KEY("dealer_id","part_number")
);
--> statement-breakpoint
CREATE TABLE "parts_carts" (
	"dealer_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parts_cart_lines" ADD CONSTRAINT "parts_cart_lines_dealer_id_parts_carts_dealer_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."parts_carts"("dealer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts_carts" ADD CONSTRAINT "parts_carts_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;