CREATE TABLE "points_source_states" (
	"tenant_id" text NOT NULL,
	"source" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_source_states_tenant_id_source_pk" PRIMARY KEY("tenant_id","source")
);
--> statement-breakpoint
CREATE TABLE "role_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "role_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_no_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_no_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"rule" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD COLUMN "status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD COLUMN "category" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD COLUMN "active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "points_source_states" ADD CONSTRAINT "points_source_states_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_categories" ADD CONSTRAINT "role_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_no_rules" ADD CONSTRAINT "work_no_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "role_categories_tenant_name_uq" ON "role_categories" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "work_no_rules_tenant_rule_uq" ON "work_no_rules" USING btree ("tenant_id","rule");