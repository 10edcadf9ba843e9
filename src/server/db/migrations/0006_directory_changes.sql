-- Every committed change to what the directory shows is announced on the channel
-- 'directory_changed' (docs/search.md "Counting"): a server process that listens forgets its
-- search totals at once. One notification per statement; PostgreSQL folds identical ones of a
-- transaction into one and delivers them only when it commits.
CREATE FUNCTION notify_directory_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('directory_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER providers_directory_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON providers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_directory_changed();--> statement-breakpoint
CREATE TRIGGER provider_specialties_directory_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON provider_specialties
  FOR EACH STATEMENT EXECUTE FUNCTION notify_directory_changed();--> statement-breakpoint
CREATE TRIGGER specialties_directory_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON specialties
  FOR EACH STATEMENT EXECUTE FUNCTION notify_directory_changed();
