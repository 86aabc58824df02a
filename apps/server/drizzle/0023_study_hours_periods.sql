CREATE TABLE "study_hours_periods" (
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"period" text NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "study_hours_periods_tenant_id_period_user_id_pk" PRIMARY KEY("tenant_id","period","user_id")
);
--> statement-breakpoint
ALTER TABLE "study_hours_periods" ADD CONSTRAINT "study_hours_periods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_hours_periods" ADD CONSTRAINT "study_hours_periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_hours_periods_rank_idx" ON "study_hours_periods" USING btree ("tenant_id","period","seconds" DESC NULLS LAST,"user_id");--> statement-breakpoint
-- study_hours_periods is written here and nowhere else: every write of study time (a progress save, a seed, a
-- test factory) moves the learner's month, year and all-time totals in the same transaction, always in that
-- order, so two saves of one learner wait for each other but never deadlock. A deleted study row only
-- subtracts (its user's totals may already be gone with the user, and must not be made again).
CREATE FUNCTION study_hours_periods_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE study_hours_periods h SET seconds = h.seconds - OLD.seconds
      WHERE h.tenant_id = OLD.tenant_id AND h.user_id = OLD.user_id
        AND h.period IN (to_char(OLD.study_date, 'YYYY-MM'), to_char(OLD.study_date, 'YYYY'), 'all');
    RETURN NULL;
  END IF;
  IF NEW.seconds - coalesce(OLD.seconds, 0) = 0 THEN RETURN NULL; END IF;
  INSERT INTO study_hours_periods AS h (tenant_id, user_id, period, seconds)
    SELECT NEW.tenant_id, NEW.user_id, p.period, NEW.seconds - coalesce(OLD.seconds, 0)
    FROM unnest(array[to_char(NEW.study_date, 'YYYY-MM'), to_char(NEW.study_date, 'YYYY'), 'all'])
      WITH ORDINALITY AS p(period, n)
    ORDER BY p.n
    ON CONFLICT (tenant_id, period, user_id) DO UPDATE SET seconds = h.seconds + excluded.seconds;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER study_hours_periods_insert AFTER INSERT ON course_study_times
  FOR EACH ROW EXECUTE FUNCTION study_hours_periods_keep();
--> statement-breakpoint
CREATE TRIGGER study_hours_periods_update AFTER UPDATE OF seconds ON course_study_times
  FOR EACH ROW EXECUTE FUNCTION study_hours_periods_keep();
--> statement-breakpoint
CREATE TRIGGER study_hours_periods_delete AFTER DELETE ON course_study_times
  FOR EACH ROW EXECUTE FUNCTION study_hours_periods_keep();
--> statement-breakpoint
-- The totals of the study time that exists already.
INSERT INTO study_hours_periods (tenant_id, user_id, period, seconds)
SELECT t.tenant_id, t.user_id, p.period, sum(t.seconds)::int
FROM course_study_times t
  CROSS JOIN LATERAL unnest(array[to_char(t.study_date, 'YYYY-MM'), to_char(t.study_date, 'YYYY'), 'all']) AS p(period)
GROUP BY t.tenant_id, t.user_id, p.period;
