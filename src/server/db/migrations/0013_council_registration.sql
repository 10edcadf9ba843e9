ALTER TABLE "provider_specialties" ADD COLUMN "rqe" varchar(10);--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "council" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "council_state" varchar(2);--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_council_state_states_id_fk" FOREIGN KEY ("council_state") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_specialties" ADD CONSTRAINT "provider_specialties_rqe_check" CHECK ("provider_specialties"."rqe" ~ '^[0-9]{1,10}$');--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_council_check" CHECK ("providers"."council" IN ('CRM', 'CRO', 'CRP', 'CREFITO', 'CRN', 'COREN', 'CRF', 'CRFa', 'OUTRO'));--> statement-breakpoint
-- Edited by hand from here (decision 032): a doctor (council CRM) is listed under a specialty,
-- and shows it on cards, only with its RQE. `active` on a specialty row now means "listed under
-- this specialty": the provider is active and, when a doctor, holds the RQE.
-- The sorted ids of the specialties a provider is listed under (the cards' specialty_ids).
CREATE FUNCTION advertised_specialty_ids(target_provider integer, target_council text)
  RETURNS integer[]
  LANGUAGE sql STABLE AS $$
  SELECT ARRAY(
    SELECT provider_specialties.specialty_id FROM provider_specialties
    WHERE provider_specialties.provider_id = target_provider
      AND (target_council IS DISTINCT FROM 'CRM' OR provider_specialties.rqe IS NOT NULL)
    ORDER BY provider_specialties.specialty_id)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION provider_specialties_copy_search_keys() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  provider providers%ROWTYPE;
BEGIN
  SELECT * INTO provider FROM providers WHERE providers.id = NEW.provider_id;
  -- No provider: the foreign key refuses the row right after this trigger.
  IF FOUND THEN
    NEW.active := provider.status = 'active'
      AND (provider.council IS DISTINCT FROM 'CRM' OR NEW.rqe IS NOT NULL);
    NEW.state_id := provider.state_id;
    NEW.city_id := provider.city_id;
    NEW.not_featured := provider.ads IS NULL;
    NEW.name_key := provider.name_key;
    NEW.discount := provider.discount;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION providers_sync_search_keys() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE provider_specialties
    SET active = NEW.status = 'active'
        AND (NEW.council IS DISTINCT FROM 'CRM' OR provider_specialties.rqe IS NOT NULL),
      state_id = NEW.state_id, city_id = NEW.city_id,
      not_featured = NEW.ads IS NULL, name_key = NEW.name_key, discount = NEW.discount
    WHERE provider_specialties.provider_id = NEW.id;
  -- The specialties shown on cards depend on the council too. This update changes none of the
  -- columns the trigger watches, so it does not fire it again.
  IF OLD.council IS DISTINCT FROM NEW.council THEN
    UPDATE providers
      SET specialty_ids = advertised_specialty_ids(providers.id, providers.council)
      WHERE providers.id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER providers_search_keys ON providers;--> statement-breakpoint
CREATE TRIGGER providers_search_keys
  AFTER UPDATE ON providers
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.state_id IS DISTINCT FROM NEW.state_id
    OR OLD.city_id IS DISTINCT FROM NEW.city_id
    OR OLD.ads IS DISTINCT FROM NEW.ads
    OR OLD.company_name IS DISTINCT FROM NEW.company_name
    OR OLD.discount IS DISTINCT FROM NEW.discount
    OR OLD.council IS DISTINCT FROM NEW.council)
  EXECUTE FUNCTION providers_sync_search_keys();--> statement-breakpoint
CREATE OR REPLACE FUNCTION providers_refresh_specialty_ids() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE providers
    SET specialty_ids = advertised_specialty_ids(providers.id, providers.council)
    WHERE providers.id IN (SELECT changed.provider_id FROM changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION provider_specialties_ids_edited() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE providers
    SET specialty_ids = advertised_specialty_ids(providers.id, providers.council)
    WHERE providers.id IN (OLD.provider_id, NEW.provider_id);
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER provider_specialties_ids_updated ON provider_specialties;--> statement-breakpoint
CREATE TRIGGER provider_specialties_ids_updated
  AFTER UPDATE OF provider_id, specialty_id, rqe ON provider_specialties
  FOR EACH ROW EXECUTE FUNCTION provider_specialties_ids_edited();
