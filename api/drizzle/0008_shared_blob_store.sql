CREATE TABLE "blob_chunks" (
	"file_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "blob_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE TABLE "blob_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blob_chunks" ADD CONSTRAINT "blob_chunks_file_id_blob_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."blob_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blob_files_path_complete_idx" ON "blob_files" USING btree ("path") WHERE complete;--> statement-breakpoint
CREATE INDEX "blob_files_path_prefix_idx" ON "blob_files" USING btree ("path" text_pattern_ops);