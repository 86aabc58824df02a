CREATE TABLE "live_audiences" (
	"tenant_id" text NOT NULL,
	"live_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	CONSTRAINT "live_audiences_live_id_target_type_target_id_pk" PRIMARY KEY("live_id","target_type","target_id")
);
--> statement-breakpoint
CREATE TABLE "live_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_collections" (
	"tenant_id" text NOT NULL,
	"live_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_collections_live_id_user_id_pk" PRIMARY KEY("live_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"channel_name" text NOT NULL,
	"category_id" integer,
	"knowledge_system_id" integer,
	"cover_image_url" text DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"lecturer_id" integer NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"sign_up_approval" boolean DEFAULT true NOT NULL,
	"batch_declare" text NOT NULL,
	"plan_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cycle" jsonb,
	"first_start_at" timestamp with time zone,
	"last_end_at" timestamp with time zone,
	"virtual_people" integer DEFAULT 0 NOT NULL,
	"is_used" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_sign_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_sign_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"live_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"approval_desc" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_staff" (
	"tenant_id" text NOT NULL,
	"live_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "live_staff_live_id_user_id_role_pk" PRIMARY KEY("live_id","user_id","role")
);
--> statement-breakpoint
CREATE TABLE "live_study_removals" (
	"tenant_id" text NOT NULL,
	"live_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_study_removals_live_id_user_id_pk" PRIMARY KEY("live_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"live_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_likes" (
	"tenant_id" text NOT NULL,
	"live_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "live_likes_live_id_user_id_pk" PRIMARY KEY("live_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_replay_progress" (
	"tenant_id" text NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" real DEFAULT 0 NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_replay_progress_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"live_id" integer NOT NULL,
	"state" text DEFAULT 'live' NOT NULL,
	"source" text NOT NULL,
	"stream_id" text NOT NULL,
	"ingest_id" text NOT NULL,
	"started_by" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_ingest_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"replay_ready" boolean DEFAULT false NOT NULL,
	"replay_visible" boolean DEFAULT true NOT NULL,
	"peak_viewers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_viewer_samples" (
	"tenant_id" text NOT NULL,
	"session_id" integer NOT NULL,
	"minute_at" timestamp with time zone NOT NULL,
	"viewers" integer NOT NULL,
	CONSTRAINT "live_viewer_samples_session_id_minute_at_pk" PRIMARY KEY("session_id","minute_at")
);
--> statement-breakpoint
CREATE TABLE "live_viewers" (
	"tenant_id" text NOT NULL,
	"session_id" integer NOT NULL,
	"live_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"watch_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "live_viewers_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "live_audiences" ADD CONSTRAINT "live_audiences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_audiences" ADD CONSTRAINT "live_audiences_live_id_live_plans_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_categories" ADD CONSTRAINT "live_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_collections" ADD CONSTRAINT "live_collections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_collections" ADD CONSTRAINT "live_collections_live_id_live_plans_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_collections" ADD CONSTRAINT "live_collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_plans" ADD CONSTRAINT "live_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_plans" ADD CONSTRAINT "live_plans_category_id_live_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."live_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_plans" ADD CONSTRAINT "live_plans_knowledge_system_id_knowledge_systems_id_fk" FOREIGN KEY ("knowledge_system_id") REFERENCES "public"."knowledge_systems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_plans" ADD CONSTRAINT "live_plans_lecturer_id_users_id_fk" FOREIGN KEY ("lecturer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_plans" ADD CONSTRAINT "live_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sign_ups" ADD CONSTRAINT "live_sign_ups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sign_ups" ADD CONSTRAINT "live_sign_ups_live_id_live_plans_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sign_ups" ADD CONSTRAINT "live_sign_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sign_ups" ADD CONSTRAINT "live_sign_ups_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_staff" ADD CONSTRAINT "live_staff_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_staff" ADD CONSTRAINT "live_staff_live_id_live_plans_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_staff" ADD CONSTRAINT "live_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_study_removals" ADD CONSTRAINT "live_study_removals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_study_removals" ADD CONSTRAINT "live_study_removals_live_id_live_plans_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_study_removals" ADD CONSTRAINT "live_study_removals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_comments" ADD CONSTRAINT "live_comments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_comments" ADD CONSTRAINT "live_comments_live_id_live_plans_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_comments" ADD CONSTRAINT "live_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_likes" ADD CONSTRAINT "live_likes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_likes" ADD CONSTRAINT "live_likes_live_id_live_plans_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_likes" ADD CONSTRAINT "live_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_replay_progress" ADD CONSTRAINT "live_replay_progress_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_replay_progress" ADD CONSTRAINT "live_replay_progress_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_replay_progress" ADD CONSTRAINT "live_replay_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_live_id_live_plans_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_viewer_samples" ADD CONSTRAINT "live_viewer_samples_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_viewer_samples" ADD CONSTRAINT "live_viewer_samples_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_viewers" ADD CONSTRAINT "live_viewers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_viewers" ADD CONSTRAINT "live_viewers_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_viewers" ADD CONSTRAINT "live_viewers_live_id_live_plans_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."live_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_viewers" ADD CONSTRAINT "live_viewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_audiences_target_idx" ON "live_audiences" USING btree ("tenant_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "live_categories_tenant_idx" ON "live_categories" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "live_collections_user_idx" ON "live_collections" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "live_plans_tenant_idx" ON "live_plans" USING btree ("tenant_id","first_start_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "live_plans_lecturer_idx" ON "live_plans" USING btree ("tenant_id","lecturer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_sign_ups_uq" ON "live_sign_ups" USING btree ("live_id","user_id");--> statement-breakpoint
CREATE INDEX "live_comments_live_idx" ON "live_comments" USING btree ("tenant_id","live_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "live_sessions_one_live_uq" ON "live_sessions" USING btree ("live_id") WHERE state = 'live';--> statement-breakpoint
CREATE UNIQUE INDEX "live_sessions_stream_uq" ON "live_sessions" USING btree ("stream_id");--> statement-breakpoint
CREATE INDEX "live_sessions_live_idx" ON "live_sessions" USING btree ("tenant_id","live_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "live_viewers_live_idx" ON "live_viewers" USING btree ("tenant_id","live_id","last_seen_at" DESC NULLS LAST);