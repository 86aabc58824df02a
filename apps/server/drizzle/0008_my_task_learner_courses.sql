CREATE TABLE "learner_courses" (
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"assigned_at" timestamp with time zone,
	"assigned_via" text[] DEFAULT '{}'::text[] NOT NULL,
	"added_at" timestamp with time zone,
	"elective_at" timestamp with time zone,
	"progress" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "learner_courses_tenant_id_user_id_course_id_pk" PRIMARY KEY("tenant_id","user_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "learner_courses" ADD CONSTRAINT "learner_courses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_courses" ADD CONSTRAINT "learner_courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_courses" ADD CONSTRAINT "learner_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learner_courses_course_idx" ON "learner_courses" USING btree ("tenant_id","course_id");--> statement-breakpoint
-- learner_courses is written here and nowhere else: by triggers, in the transaction of the change that moves
-- it. Assignment-side columns (assigned_at, assigned_via) are recomputed for the learners and courses a
-- change can touch, under one advisory lock per tenant, so two such changes (an assignment and a move of a
-- learner, say) never miss each other; enrolment-side columns are set by deltas and progress is copied.
-- Rows are deleted only on their own columns being empty, which PostgreSQL re-checks on the latest row
-- version, so a concurrent writer of the other side is never undone.
CREATE FUNCTION learner_courses_lock(p_tenant text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('learner_courses'), hashtext(p_tenant));
END $$;
--> statement-breakpoint
-- The users a course-assignment target names: the user; everyone in the unit or below it; the position's
-- holders; the group's members.
CREATE FUNCTION learner_courses_targeted(p_tenant text, p_type text, p_id integer) RETURNS integer[]
LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(t.id), '{}') FROM (
    SELECT p_id AS id WHERE p_type = 'user'
    UNION ALL
    SELECT u.id FROM users u WHERE p_type = 'position' AND u.tenant_id = p_tenant AND u.position_id = p_id
    UNION ALL
    SELECT gm.user_id FROM user_group_members gm
      WHERE p_type = 'group' AND gm.tenant_id = p_tenant AND gm.group_id = p_id
    UNION ALL
    SELECT u.id FROM users u WHERE p_type = 'org' AND u.tenant_id = p_tenant AND u.org_id IN (
      WITH RECURSIVE tree AS (
        SELECT o.id FROM organisations o WHERE o.tenant_id = p_tenant AND o.id = p_id
        UNION
        SELECT c.id FROM organisations c JOIN tree ON c.parent_id = tree.id WHERE c.tenant_id = p_tenant
      ) SELECT tree.id FROM tree)
  ) t
$$;
--> statement-breakpoint
-- Recomputes the assignment-side columns of `p_users` for `p_courses` (NULL: every course), with the same
-- reach rules as core/org-scope: assigned to the user, to their unit or a unit above it, to their position,
-- or to a group they are in. The caller holds learner_courses_lock.
CREATE FUNCTION learner_courses_refresh_assigned(p_tenant text, p_users integer[], p_courses integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(p_users), 0) = 0 THEN RETURN; END IF;
  -- A new row copies the learner's progress: wait for a progress write in flight so it is not missed.
  PERFORM 1 FROM course_study_records r
    WHERE r.tenant_id = p_tenant AND r.user_id = ANY (p_users)
      AND (p_courses IS NULL OR r.course_id = ANY (p_courses))
    FOR SHARE;
  WITH RECURSIVE subjects AS (
    SELECT u.id AS user_id, u.org_id, u.position_id FROM users u
    WHERE u.tenant_id = p_tenant AND u.id = ANY (p_users)
  ), chain AS (
    SELECT s.user_id, o.id, o.parent_id FROM subjects s
      JOIN organisations o ON o.tenant_id = p_tenant AND o.id = s.org_id
    UNION
    SELECT c.user_id, o.id, o.parent_id FROM chain c
      JOIN organisations o ON o.tenant_id = p_tenant AND o.id = c.parent_id
  ), reach AS (
    SELECT s.user_id, a.course_id, a.target_type, a.created_at FROM subjects s
      JOIN course_assignments a ON a.tenant_id = p_tenant AND a.target_type = 'user' AND a.target_id = s.user_id
      WHERE p_courses IS NULL OR a.course_id = ANY (p_courses)
    UNION ALL
    SELECT c.user_id, a.course_id, a.target_type, a.created_at FROM chain c
      JOIN course_assignments a ON a.tenant_id = p_tenant AND a.target_type = 'org' AND a.target_id = c.id
      WHERE p_courses IS NULL OR a.course_id = ANY (p_courses)
    UNION ALL
    SELECT s.user_id, a.course_id, a.target_type, a.created_at FROM subjects s
      JOIN course_assignments a ON a.tenant_id = p_tenant AND a.target_type = 'position'
        AND a.target_id = s.position_id
      WHERE p_courses IS NULL OR a.course_id = ANY (p_courses)
    UNION ALL
    SELECT gm.user_id, a.course_id, a.target_type, a.created_at FROM user_group_members gm
      JOIN course_assignments a ON a.tenant_id = p_tenant AND a.target_type = 'group' AND a.target_id = gm.group_id
      WHERE gm.tenant_id = p_tenant AND gm.user_id = ANY (p_users)
        AND (p_courses IS NULL OR a.course_id = ANY (p_courses))
  ), wanted AS (
    SELECT r.user_id, r.course_id, max(r.created_at) AS assigned_at,
      array_agg(DISTINCT r.target_type ORDER BY r.target_type) AS via
    FROM reach r GROUP BY r.user_id, r.course_id
  ), cleared AS (
    UPDATE learner_courses l SET assigned_at = NULL, assigned_via = '{}'
    WHERE l.tenant_id = p_tenant AND l.user_id = ANY (p_users)
      AND (p_courses IS NULL OR l.course_id = ANY (p_courses)) AND l.assigned_at IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM wanted w WHERE w.user_id = l.user_id AND w.course_id = l.course_id)
  )
  INSERT INTO learner_courses AS l (tenant_id, user_id, course_id, assigned_at, assigned_via, progress)
  SELECT p_tenant, w.user_id, w.course_id, w.assigned_at, w.via, coalesce(r.progress, 0)
  FROM wanted w LEFT JOIN course_study_records r ON r.user_id = w.user_id AND r.course_id = w.course_id
  ON CONFLICT (tenant_id, user_id, course_id) DO UPDATE
    SET assigned_at = excluded.assigned_at, assigned_via = excluded.assigned_via
    WHERE l.assigned_at IS DISTINCT FROM excluded.assigned_at OR l.assigned_via <> excluded.assigned_via;
  DELETE FROM learner_courses l
  WHERE l.tenant_id = p_tenant AND l.user_id = ANY (p_users)
    AND (p_courses IS NULL OR l.course_id = ANY (p_courses))
    AND l.assigned_at IS NULL AND l.added_at IS NULL AND l.elective_at IS NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION learner_courses_on_assignment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM learner_courses_lock(OLD.tenant_id);
    PERFORM learner_courses_refresh_assigned(OLD.tenant_id,
      learner_courses_targeted(OLD.tenant_id, OLD.target_type, OLD.target_id), ARRAY[OLD.course_id]);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM learner_courses_lock(NEW.tenant_id);
    PERFORM learner_courses_refresh_assigned(NEW.tenant_id,
      learner_courses_targeted(NEW.tenant_id, NEW.target_type, NEW.target_id), ARRAY[NEW.course_id]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER learner_courses_assignment
AFTER INSERT OR DELETE OR UPDATE OF tenant_id, course_id, target_type, target_id, created_at ON course_assignments
FOR EACH ROW EXECUTE FUNCTION learner_courses_on_assignment();
--> statement-breakpoint
-- New users placed in a unit or a position, in one pass per statement (an import inserts hundreds at once).
CREATE FUNCTION learner_courses_on_user_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE batch record;
BEGIN
  FOR batch IN
    SELECT n.tenant_id, array_agg(n.id) AS ids FROM new_users n
    WHERE n.org_id IS NOT NULL OR n.position_id IS NOT NULL GROUP BY n.tenant_id
  LOOP
    PERFORM learner_courses_lock(batch.tenant_id);
    PERFORM learner_courses_refresh_assigned(batch.tenant_id, batch.ids, NULL);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER learner_courses_user_insert AFTER INSERT ON users
REFERENCING NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION learner_courses_on_user_insert();
--> statement-breakpoint
-- Users moved to another unit or position (PostgreSQL allows no column list with transition tables, so the
-- function compares the two; a statement that moved nobody costs one join of its own rows).
CREATE FUNCTION learner_courses_on_user_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE batch record;
BEGIN
  FOR batch IN
    SELECT n.tenant_id, array_agg(n.id) AS ids FROM new_users n JOIN old_users o ON o.id = n.id
    WHERE o.org_id IS DISTINCT FROM n.org_id OR o.position_id IS DISTINCT FROM n.position_id
    GROUP BY n.tenant_id
  LOOP
    PERFORM learner_courses_lock(batch.tenant_id);
    PERFORM learner_courses_refresh_assigned(batch.tenant_id, batch.ids, NULL);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER learner_courses_user_update AFTER UPDATE ON users
REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users
FOR EACH STATEMENT EXECUTE FUNCTION learner_courses_on_user_update();
--> statement-breakpoint
-- Joining or leaving a group changes only the courses assigned to that group.
CREATE FUNCTION learner_courses_on_group_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE batch record;
BEGIN
  FOR batch IN
    WITH touched AS (
      SELECT m.tenant_id, array_agg(DISTINCT m.user_id) AS ids, array_agg(DISTINCT m.group_id) AS groups
      FROM changed_members m GROUP BY m.tenant_id
    )
    SELECT t.tenant_id, t.ids, array(SELECT DISTINCT a.course_id FROM course_assignments a
        WHERE a.tenant_id = t.tenant_id AND a.target_type = 'group' AND a.target_id = ANY (t.groups)) AS courses
    FROM touched t
  LOOP
    IF cardinality(batch.courses) > 0 THEN
      PERFORM learner_courses_lock(batch.tenant_id);
      PERFORM learner_courses_refresh_assigned(batch.tenant_id, batch.ids, batch.courses);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER learner_courses_group_join AFTER INSERT ON user_group_members
REFERENCING NEW TABLE AS changed_members FOR EACH STATEMENT EXECUTE FUNCTION learner_courses_on_group_change();
--> statement-breakpoint
CREATE TRIGGER learner_courses_group_leave AFTER DELETE ON user_group_members
REFERENCING OLD TABLE AS changed_members FOR EACH STATEMENT EXECUTE FUNCTION learner_courses_on_group_change();
--> statement-breakpoint
-- A unit moved under another parent: everyone in it and below it may gain or lose courses.
CREATE FUNCTION learner_courses_on_org_move() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE batch record;
BEGIN
  FOR batch IN
    WITH RECURSIVE moved AS (
      SELECT n.tenant_id, n.id FROM new_orgs n JOIN old_orgs o ON o.id = n.id
      WHERE o.parent_id IS DISTINCT FROM n.parent_id
    ), tree AS (
      SELECT m.tenant_id, m.id FROM moved m
      UNION
      SELECT c.tenant_id, c.id FROM organisations c JOIN tree t ON c.parent_id = t.id AND c.tenant_id = t.tenant_id
    )
    SELECT u.tenant_id, array_agg(u.id) AS ids FROM users u
      JOIN tree t ON u.org_id = t.id AND u.tenant_id = t.tenant_id GROUP BY u.tenant_id
  LOOP
    PERFORM learner_courses_lock(batch.tenant_id);
    PERFORM learner_courses_refresh_assigned(batch.tenant_id, batch.ids, NULL);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER learner_courses_org_move AFTER UPDATE ON organisations
REFERENCING OLD TABLE AS old_orgs NEW TABLE AS new_orgs
FOR EACH STATEMENT EXECUTE FUNCTION learner_courses_on_org_move();
--> statement-breakpoint
-- The learner's own choices (added / elective: one enrolment per learner and course), as deltas.
CREATE FUNCTION learner_courses_on_enrolment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE learner_courses SET added_at = NULL, elective_at = NULL
    WHERE tenant_id = OLD.tenant_id AND user_id = OLD.user_id AND course_id = OLD.course_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM 1 FROM course_study_records r
      WHERE r.user_id = NEW.user_id AND r.course_id = NEW.course_id FOR SHARE;
    INSERT INTO learner_courses AS l (tenant_id, user_id, course_id, added_at, elective_at, progress)
    VALUES (NEW.tenant_id, NEW.user_id, NEW.course_id,
      CASE WHEN NEW.kind = 'added' THEN NEW.created_at END,
      CASE WHEN NEW.kind = 'elective' THEN NEW.created_at END,
      coalesce((SELECT r.progress FROM course_study_records r
        WHERE r.user_id = NEW.user_id AND r.course_id = NEW.course_id), 0))
    ON CONFLICT (tenant_id, user_id, course_id) DO UPDATE
      SET added_at = excluded.added_at, elective_at = excluded.elective_at;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM learner_courses
    WHERE tenant_id = OLD.tenant_id AND user_id = OLD.user_id AND course_id = OLD.course_id
      AND assigned_at IS NULL AND added_at IS NULL AND elective_at IS NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER learner_courses_enrolment AFTER INSERT OR UPDATE OR DELETE ON course_enrolments
FOR EACH ROW EXECUTE FUNCTION learner_courses_on_enrolment();
--> statement-breakpoint
CREATE FUNCTION learner_courses_on_progress() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE learner_courses SET progress = NEW.progress
  WHERE tenant_id = NEW.tenant_id AND user_id = NEW.user_id AND course_id = NEW.course_id
    AND progress <> NEW.progress;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER learner_courses_progress_insert AFTER INSERT ON course_study_records
FOR EACH ROW WHEN (NEW.progress <> 0) EXECUTE FUNCTION learner_courses_on_progress();
--> statement-breakpoint
-- Heartbeats that only add study time do not reach the function at all.
CREATE TRIGGER learner_courses_progress_update AFTER UPDATE OF progress ON course_study_records
FOR EACH ROW WHEN (OLD.progress IS DISTINCT FROM NEW.progress) EXECUTE FUNCTION learner_courses_on_progress();
--> statement-breakpoint
-- Rows for what exists already.
SELECT learner_courses_refresh_assigned(u.tenant_id, array_agg(u.id), NULL) FROM users u GROUP BY u.tenant_id;
--> statement-breakpoint
INSERT INTO learner_courses AS l (tenant_id, user_id, course_id, added_at, elective_at, progress)
SELECT e.tenant_id, e.user_id, e.course_id,
  CASE WHEN e.kind = 'added' THEN e.created_at END, CASE WHEN e.kind = 'elective' THEN e.created_at END,
  coalesce(r.progress, 0)
FROM course_enrolments e LEFT JOIN course_study_records r ON r.user_id = e.user_id AND r.course_id = e.course_id
ON CONFLICT (tenant_id, user_id, course_id) DO UPDATE SET added_at = excluded.added_at, elective_at = excluded.elective_at;
