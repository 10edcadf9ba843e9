CREATE TABLE "provider_daily_stats" (
	"provider_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"whatsapp_clicks" integer DEFAULT 0 NOT NULL,
	"phone_clicks" integer DEFAULT 0 NOT NULL,
	"map_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "provider_daily_stats_provider_id_day_pk" PRIMARY KEY("provider_id","day"),
	CONSTRAINT "provider_daily_stats_counts_check" CHECK ("provider_daily_stats"."views" >= 0 AND "provider_daily_stats"."whatsapp_clicks" >= 0 AND "provider_daily_stats"."phone_clicks" >= 0 AND "provider_daily_stats"."map_clicks" >= 0)
);
--> statement-breakpoint
ALTER TABLE "provider_daily_stats" ADD CONSTRAINT "provider_daily_stats_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;