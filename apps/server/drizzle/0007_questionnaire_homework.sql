CREATE TABLE "homework_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "homework_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"source" text NOT NULL,
	"biz_id" integer NOT NULL,
	"biz_name" text NOT NULL,
	"biz_pic_url" text DEFAULT '' NOT NULL,
	"train_way" smallint DEFAULT 0 NOT NULL,
	"course_id" integer,
	"chapter_id" integer,
	"title" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"due_at" timestamp with time zone,
	"allowed_types" text[] DEFAULT '{}' NOT NULL,
	"max_size_mb" integer DEFAULT 50 NOT NULL,
	"pass_score" integer DEFAULT 60 NOT NULL,
	"full_score" integer DEFAULT 100 NOT NULL,
	"lecturer_id" integer,
	"creator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homework_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "homework_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"homework_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"score" integer,
	"comment" text DEFAULT '' NOT NULL,
	"review_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submit_count" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"graded_at" timestamp with time zone,
	"graded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homework_targets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "homework_targets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"homework_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_answer_sheets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_answer_sheets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_plan_targets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_plan_targets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"template_id" integer NOT NULL,
	"name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"questions" jsonb NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"logic_status" smallint DEFAULT 1 NOT NULL,
	"finished_at" timestamp with time zone,
	"biz_type" text DEFAULT 'none' NOT NULL,
	"biz_id" integer DEFAULT 0 NOT NULL,
	"creator_id" integer,
	"org_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"questions" jsonb NOT NULL,
	"creator_id" integer,
	"org_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "homework_assignments" ADD CONSTRAINT "homework_assignments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_assignments" ADD CONSTRAINT "homework_assignments_lecturer_id_users_id_fk" FOREIGN KEY ("lecturer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_assignments" ADD CONSTRAINT "homework_assignments_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_homework_id_homework_assignments_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homework_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_targets" ADD CONSTRAINT "homework_targets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_targets" ADD CONSTRAINT "homework_targets_homework_id_homework_assignments_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homework_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answer_sheets" ADD CONSTRAINT "questionnaire_answer_sheets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answer_sheets" ADD CONSTRAINT "questionnaire_answer_sheets_plan_id_questionnaire_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."questionnaire_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answer_sheets" ADD CONSTRAINT "questionnaire_answer_sheets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_plan_targets" ADD CONSTRAINT "questionnaire_plan_targets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_plan_targets" ADD CONSTRAINT "questionnaire_plan_targets_plan_id_questionnaire_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."questionnaire_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_plans" ADD CONSTRAINT "questionnaire_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_plans" ADD CONSTRAINT "questionnaire_plans_template_id_questionnaire_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."questionnaire_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_plans" ADD CONSTRAINT "questionnaire_plans_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_templates" ADD CONSTRAINT "questionnaire_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_templates" ADD CONSTRAINT "questionnaire_templates_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homework_assignments_biz_idx" ON "homework_assignments" USING btree ("tenant_id","source","biz_id");--> statement-breakpoint
CREATE INDEX "homework_assignments_lecturer_idx" ON "homework_assignments" USING btree ("tenant_id","lecturer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "homework_submissions_uq" ON "homework_submissions" USING btree ("tenant_id","homework_id","user_id");--> statement-breakpoint
CREATE INDEX "homework_submissions_user_idx" ON "homework_submissions" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "homework_targets_uq" ON "homework_targets" USING btree ("tenant_id","homework_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "homework_targets_target_idx" ON "homework_targets" USING btree ("tenant_id","target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_answer_sheets_uq" ON "questionnaire_answer_sheets" USING btree ("tenant_id","plan_id","user_id");--> statement-breakpoint
CREATE INDEX "questionnaire_answer_sheets_user_idx" ON "questionnaire_answer_sheets" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "questionnaire_answer_sheets_submitted_idx" ON "questionnaire_answer_sheets" USING btree ("tenant_id","plan_id") WHERE submitted_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_plan_targets_uq" ON "questionnaire_plan_targets" USING btree ("tenant_id","plan_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "questionnaire_plan_targets_target_idx" ON "questionnaire_plan_targets" USING btree ("tenant_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "questionnaire_plans_tenant_idx" ON "questionnaire_plans" USING btree ("tenant_id","start_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "questionnaire_plans_biz_idx" ON "questionnaire_plans" USING btree ("tenant_id","biz_type","biz_id");--> statement-breakpoint
CREATE INDEX "questionnaire_templates_tenant_idx" ON "questionnaire_templates" USING btree ("tenant_id","created_at" DESC NULLS LAST);