-- Issue 22 (decision 0074): the planner's statistics of every table. PGlite runs no autovacuum,
-- so a database filled before the import began to analyze what it writes (api/src/import/apply.ts)
-- had none: PostgreSQL then took the big dealer's 100,000 orders for 242 and searched them by
-- filtering every row (0.56 s) instead of through the trigram index (0.09 s). Once, for such a
-- database; on PostgreSQL it refreshes what autovacuum keeps.
ANALYZE;
