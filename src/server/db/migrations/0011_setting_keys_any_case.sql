-- Setting keys are unique regardless of case, as the API has always checked; the index now backs
-- two saves racing past that check (decision 021). No existing rows differ only in case: the API
-- refused them, and nothing else writes settings.
ALTER TABLE "settings" DROP CONSTRAINT "settings_key_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "settings_key_lower_key" ON "settings" USING btree (lower("key"));