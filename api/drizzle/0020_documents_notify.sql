-- Issue 22 (decision 0077): every process keeps the document library in memory, so a download asks
-- no query for its document. A change to the library (the file import) is announced like the other
-- list sources of migration 0009, and every process forgets its copy.
CREATE TRIGGER documents_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON documents FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_lists();
