CREATE TABLE "approval_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"process_id" integer NOT NULL,
	"form_key" text NOT NULL,
	"title" text NOT NULL,
	"applicant_id" integer NOT NULL,
	"form_data" jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'Approve' NOT NULL,
	"plan" jsonb NOT NULL,
	"current_step" integer DEFAULT 0 NOT NULL,
	"last_urged_at" timestamp with time zone,
	"effect_done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "approval_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_cc" (
	"tenant_id" text NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_outcomes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_outcomes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"application_id" integer NOT NULL,
	"form_key" text NOT NULL,
	"user_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_processes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_processes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"form_key" text NOT NULL,
	"name" text NOT NULL,
	"category_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"creator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"application_id" integer NOT NULL,
	"step_index" integer NOT NULL,
	"step_name" text DEFAULT '' NOT NULL,
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "approval_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"application_id" integer NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"step_index" integer NOT NULL,
	"approver_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"acted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "approval_applications" ADD CONSTRAINT "approval_applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_applications" ADD CONSTRAINT "approval_applications_process_id_approval_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."approval_processes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_applications" ADD CONSTRAINT "approval_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_categories" ADD CONSTRAINT "approval_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_cc" ADD CONSTRAINT "approval_cc_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_cc" ADD CONSTRAINT "approval_cc_application_id_approval_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."approval_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_cc" ADD CONSTRAINT "approval_cc_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_outcomes" ADD CONSTRAINT "approval_outcomes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_outcomes" ADD CONSTRAINT "approval_outcomes_application_id_approval_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."approval_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_outcomes" ADD CONSTRAINT "approval_outcomes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_processes" ADD CONSTRAINT "approval_processes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_processes" ADD CONSTRAINT "approval_processes_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_records" ADD CONSTRAINT "approval_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_records" ADD CONSTRAINT "approval_records_application_id_approval_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."approval_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_records" ADD CONSTRAINT "approval_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_tasks" ADD CONSTRAINT "approval_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_tasks" ADD CONSTRAINT "approval_tasks_application_id_approval_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."approval_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_tasks" ADD CONSTRAINT "approval_tasks_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_applications_applicant_idx" ON "approval_applications" USING btree ("tenant_id","applicant_id","created_at");--> statement-breakpoint
CREATE INDEX "approval_applications_status_idx" ON "approval_applications" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "approval_categories_tenant_idx" ON "approval_categories" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_cc_uq" ON "approval_cc" USING btree ("application_id","user_id");--> statement-breakpoint
CREATE INDEX "approval_cc_user_idx" ON "approval_cc" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_outcomes_application_uq" ON "approval_outcomes" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "approval_outcomes_form_idx" ON "approval_outcomes" USING btree ("tenant_id","form_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_processes_version_uq" ON "approval_processes" USING btree ("tenant_id","form_key","version");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_processes_current_uq" ON "approval_processes" USING btree ("tenant_id","form_key") WHERE is_current;--> statement-breakpoint
CREATE INDEX "approval_records_application_idx" ON "approval_records" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "approval_tasks_approver_idx" ON "approval_tasks" USING btree ("tenant_id","approver_id","state");--> statement-breakpoint
CREATE INDEX "approval_tasks_application_idx" ON "approval_tasks" USING btree ("application_id","round","step_index");