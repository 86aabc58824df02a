CREATE TABLE "training_results" (
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"passed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_categories" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "live_categories" ADD COLUMN "org_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "live_categories" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "live_categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "live_likes" ADD COLUMN "window_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "live_likes" ADD COLUMN "window_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "questionnaire_plans" ADD COLUMN "asq_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "homework_id" integer;--> statement-breakpoint
ALTER TABLE "training_agreements" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_leaves" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "training_leaves" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "training_leaves" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_leaves" ADD COLUMN "review_remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_results" ADD CONSTRAINT "training_results_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_results_once" ON "training_results" USING btree ("tenant_id","kind","subject_id","user_id");--> statement-breakpoint
ALTER TABLE "live_categories" ADD CONSTRAINT "live_categories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_sessions_classroom_idx" ON "training_sessions" USING btree ("tenant_id","classroom","starts_at");