-- Issue 24: every API process keeps short-lived copies (list answers, session states, dealer
-- rows). Whatever changes their sources, a route of any process or a batch import from outside,
-- announces it on the channel portal_invalidate; every process LISTENs (api/src/lib/invalidation.ts)
-- and forgets the copies concerned. NOTIFY is delivered at commit, to every listening session.
CREATE OR REPLACE FUNCTION portal_notify_lists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_invalidate', 'lists');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_notify_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_invalidate', 'users');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_invalidate', 'session:' || NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The tables behind the remembered list answers and dealer rows: once per statement.
CREATE TRIGGER wholegoods_orders_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wholegoods_orders FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_lists();
--> statement-breakpoint
CREATE TRIGGER stock_units_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_units FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_lists();
--> statement-breakpoint
CREATE TRIGGER parts_lines_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON parts_lines FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_lists();
--> statement-breakpoint
CREATE TRIGGER invoices_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON invoices FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_lists();
--> statement-breakpoint
CREATE TRIGGER warranty_calls_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON warranty_calls FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_lists();
--> statement-breakpoint
CREATE TRIGGER dealers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dealers FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_lists();
--> statement-breakpoint
-- A user's token version moves with every change that ends their tokens; a deleted user ends them.
CREATE TRIGGER users_token_version_notify AFTER UPDATE ON users FOR EACH ROW WHEN (OLD.token_version IS DISTINCT FROM NEW.token_version) EXECUTE FUNCTION portal_notify_users();
--> statement-breakpoint
CREATE TRIGGER users_delete_notify AFTER DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_users();
--> statement-breakpoint
-- A session ended (logout, reuse of a refresh token) or cut short.
CREATE TRIGGER sessions_end_notify AFTER UPDATE ON sessions FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at) EXECUTE FUNCTION portal_notify_session();
--> statement-breakpoint
CREATE TRIGGER sessions_delete_notify AFTER DELETE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_users();
