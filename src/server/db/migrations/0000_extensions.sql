-- Accent- and case-insensitive name search (SPEC §5, DESIGN §1): trigram matching over unaccented
-- text. unaccent() is only STABLE (its dictionary could change), so index expressions use this
-- IMMUTABLE wrapper that names the dictionary explicitly.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
