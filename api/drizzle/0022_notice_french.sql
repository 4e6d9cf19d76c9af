ALTER TABLE "notifications" ADD COLUMN "title_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link_label_fr" text DEFAULT '' NOT NULL;