CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"user_email" text NOT NULL,
	"action" text NOT NULL,
	"dealer_id" integer,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"company_name" text NOT NULL,
	"division" text NOT NULL,
	"territory" text NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "dealers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"last_modified" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"category" text NOT NULL,
	"invoice_number" text,
	"invoice_date" date,
	"ordered_date" date,
	"amount" text,
	"amount_paid" text,
	"status" text
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"activities" text DEFAULT '' NOT NULL,
	"notifications" text DEFAULT '' NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parts_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"sales_order_no" text NOT NULL,
	"invoice_status" text,
	"ordered_date" date,
	"invoice_date" date,
	"customer_po" text,
	"type" text,
	"part" text,
	"part_description" text,
	"ordered_qty" integer,
	"shipped_qty" integer,
	"backordered_qty" integer
);
--> statement-breakpoint
CREATE TABLE "profile_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"address" text,
	"location" text,
	"department" text,
	"contact_name" text,
	"title" text,
	"phone" text,
	"email" text,
	"addr_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"family" text NOT NULL,
	"user_id" integer NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"dealer_id" integer PRIMARY KEY NOT NULL,
	"current_status" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"sales_rep_id" text NOT NULL,
	"sales_rep_descr" text NOT NULL,
	"rep_title" text,
	"rep_phone" text,
	"email_addr" text,
	"territory_id" text NOT NULL,
	"territory_descr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"name" text NOT NULL,
	"statement_date" date NOT NULL,
	CONSTRAINT "statements_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "stock_units" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sales_order_no" text NOT NULL,
	"serial_no" text NOT NULL,
	"unit_type" text NOT NULL,
	"status" text,
	"destination" text,
	"manufacture_date" date
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"dealer_id" integer,
	"user_id" integer,
	"idempotency_key" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"dealer_id" integer,
	"require_password_change" boolean DEFAULT false NOT NULL,
	"last_login_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "warranty_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"call_number" text NOT NULL,
	"call_date" date,
	"product_serial" text,
	"call_type" text,
	"complaint" text,
	"call_status" text,
	"current_status" text,
	"limited_warranty_status" text,
	"powertrain_warranty_status" text
);
--> statement-breakpoint
CREATE TABLE "wholegoods_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"description" text,
	"part_model" text,
	"lot_serial" text,
	"schedule_status" text,
	"ordered_date" date,
	"promised_date" date,
	"entity_code" text,
	"part_lot_serial_id" integer,
	"assign_owner_id" integer,
	"assign_type" text,
	"part_id" integer,
	"sales_order_header_id" integer,
	"sales_order_line_id" integer,
	"work_order_id" integer,
	"work_order_number" text,
	"completed_date" date,
	"ship_to" text,
	"invoice_number" text,
	"invoice_date" date,
	"invoice_amount" text,
	"amount_paid" text,
	"invoice_status" text,
	"customer_po_number" text
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts_lines" ADD CONSTRAINT "parts_lines_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_rows" ADD CONSTRAINT "profile_rows_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_units" ADD CONSTRAINT "stock_units_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_calls" ADD CONSTRAINT "warranty_calls_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholegoods_orders" ADD CONSTRAINT "wholegoods_orders_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "invoices_dealer_idx" ON "invoices" USING btree ("dealer_id","category","invoice_date");--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("sent_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "parts_lines_dealer_idx" ON "parts_lines" USING btree ("dealer_id","sales_order_no");--> statement-breakpoint
CREATE INDEX "profile_rows_dealer_idx" ON "profile_rows" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family");--> statement-breakpoint
CREATE INDEX "statements_dealer_idx" ON "statements" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "stock_units_dealer_idx" ON "stock_units" USING btree ("dealer_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_idem_idx" ON "submissions" USING btree ("kind","idempotency_key");--> statement-breakpoint
CREATE INDEX "warranty_calls_dealer_idx" ON "warranty_calls" USING btree ("dealer_id","call_date");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_dealer_idx" ON "wholegoods_orders" USING btree ("dealer_id","ordered_date");