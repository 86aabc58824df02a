CREATE TABLE "study_plan_reminders" (
	"tenant_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_plan_reminders_plan_id_user_id_pk" PRIMARY KEY("plan_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "study_plan_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_plan_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"org_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "study_plans" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "study_plan_reminders" ADD CONSTRAINT "study_plan_reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plan_reminders" ADD CONSTRAINT "study_plan_reminders_plan_id_study_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."study_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plan_reminders" ADD CONSTRAINT "study_plan_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plan_categories" ADD CONSTRAINT "study_plan_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plan_categories" ADD CONSTRAINT "study_plan_categories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_plan_categories_tenant_idx" ON "study_plan_categories" USING btree ("tenant_id","parent_id");--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_category_id_study_plan_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."study_plan_categories"("id") ON DELETE set null ON UPDATE no action;