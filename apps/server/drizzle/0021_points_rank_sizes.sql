CREATE TABLE "points_rank_sizes" (
	"tenant_id" text NOT NULL,
	"period" text NOT NULL,
	"ranked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "points_rank_sizes_tenant_id_period_pk" PRIMARY KEY("tenant_id","period")
);
--> statement-breakpoint
ALTER TABLE "points_rank_sizes" ADD CONSTRAINT "points_rank_sizes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- points_rank_sizes is written here and nowhere else: by triggers on the two aggregates, in the transaction
-- of the change, whenever a learner enters a ranking (earned becomes > 0) or leaves it (earned back to 0, or
-- the row deleted with its user). A ledger transaction changes the all-time row, then the month's, then the
-- year's, always in that order, so two first earnings of a month wait for each other but never deadlock.
CREATE FUNCTION points_rank_sizes_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k_tenant text;
  k_period text;
  step integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    k_tenant := OLD.tenant_id;
    step := -1;
  ELSE
    k_tenant := NEW.tenant_id;
    step := CASE WHEN NEW.earned > 0 THEN 1 ELSE -1 END;
  END IF;
  IF TG_ARGV[0] = 'all' THEN
    k_period := 'all';
  ELSIF TG_OP = 'DELETE' THEN
    k_period := OLD.period;
  ELSE
    k_period := NEW.period;
  END IF;
  INSERT INTO points_rank_sizes (tenant_id, period, ranked) VALUES (k_tenant, k_period, step)
    ON CONFLICT (tenant_id, period) DO UPDATE SET ranked = points_rank_sizes.ranked + excluded.ranked;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER points_periods_rank_insert AFTER INSERT ON points_periods
  FOR EACH ROW WHEN (NEW.earned > 0) EXECUTE FUNCTION points_rank_sizes_keep('period');
--> statement-breakpoint
CREATE TRIGGER points_periods_rank_update AFTER UPDATE OF earned ON points_periods
  FOR EACH ROW WHEN ((OLD.earned > 0) <> (NEW.earned > 0)) EXECUTE FUNCTION points_rank_sizes_keep('period');
--> statement-breakpoint
CREATE TRIGGER points_periods_rank_delete AFTER DELETE ON points_periods
  FOR EACH ROW WHEN (OLD.earned > 0) EXECUTE FUNCTION points_rank_sizes_keep('period');
--> statement-breakpoint
CREATE TRIGGER points_balances_rank_insert AFTER INSERT ON points_balances
  FOR EACH ROW WHEN (NEW.earned > 0) EXECUTE FUNCTION points_rank_sizes_keep('all');
--> statement-breakpoint
CREATE TRIGGER points_balances_rank_update AFTER UPDATE OF earned ON points_balances
  FOR EACH ROW WHEN ((OLD.earned > 0) <> (NEW.earned > 0)) EXECUTE FUNCTION points_rank_sizes_keep('all');
--> statement-breakpoint
CREATE TRIGGER points_balances_rank_delete AFTER DELETE ON points_balances
  FOR EACH ROW WHEN (OLD.earned > 0) EXECUTE FUNCTION points_rank_sizes_keep('all');
--> statement-breakpoint
-- The rankings that exist already.
INSERT INTO points_rank_sizes (tenant_id, period, ranked)
  SELECT tenant_id, period, count(*)::int FROM points_periods WHERE earned > 0 GROUP BY tenant_id, period
  UNION ALL
  SELECT tenant_id, 'all', count(*)::int FROM points_balances WHERE earned > 0 GROUP BY tenant_id;
