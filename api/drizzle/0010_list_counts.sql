CREATE TABLE "wholegoods_counts" (
	"dealer_id" integer NOT NULL,
	"view" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "wholegoods_counts_dealer_id_view_pk" PRIMARY KEY("dealer_id","view")
);
