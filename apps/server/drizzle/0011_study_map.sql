CREATE TABLE "study_map_abilities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_map_abilities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_map_ability_levels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_map_ability_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"ability_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" smallint NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_map_completions" (
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"route_type" smallint NOT NULL,
	"biz_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_map_completions_tenant_id_user_id_route_type_biz_id_pk" PRIMARY KEY("tenant_id","user_id","route_type","biz_id")
);
--> statement-breakpoint
CREATE TABLE "study_map_level_routes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_map_level_routes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"level_id" integer NOT NULL,
	"route_type" smallint NOT NULL,
	"biz_id" integer DEFAULT 0 NOT NULL,
	"route_name" text NOT NULL,
	"material" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_map_materials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_map_materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"level_route_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"file_name" text NOT NULL,
	"file_url" text NOT NULL,
	"file_size_bytes" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_map_position_abilities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_map_position_abilities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"position_id" integer NOT NULL,
	"ability_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_map_route_choices" (
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"route_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_map_route_choices_user_id_position_id_pk" PRIMARY KEY("user_id","position_id")
);
--> statement-breakpoint
CREATE TABLE "study_map_routes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_map_routes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"position_id" integer NOT NULL,
	"position_ids" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_map_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"position_change_org_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "study_map_abilities" ADD CONSTRAINT "study_map_abilities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_map_ability_levels" ADD CONSTRAINT "study_map_ability_levels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_map_ability_levels" ADD CONSTRAINT "study_map_ability_levels_ability_id_study_map_abilities_id_fk" FOREIGN KEY ("ability_id") REFERENCES "public"."study_map_abilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_map_completions" ADD CONSTRAINT "study_map_completions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_map_completions" ADD CONSTRAINT "study_map_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_map_level_routes" ADD CONSTRAINT "study_map_level_routes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_map_level_routes" ADD CONSTRAINT "study_map_level_routes_level_id_study_map_ability_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."study_map_ability_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_map_materials" ADD CONSTRAINT "study_map_materials_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_map_materials" ADD CONSTRAINT "study_map_materials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_map_materials" ADD CONSTRAINT "study_map_materials_level_route_id_study_map_level_routes_id_fk" FOREIGN KEY ("level_route_id") REFERENCES "public"."study_map_level_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_map_position_abilities" ADD CONSTRAINT "study_map_position_abilities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_map_position_abilities" ADD CONSTRAINT "study_map_position_abilities_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_map_position_abilities" ADD CONSTRAINT "study_map_position_abilities_ability_id_study_map_abilities_id_fk" FOREIGN KEY ("ability_id") REFERENCES "public"."study_map_abilities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_map_position_abilities" ADD CONSTRAINT "study_map_position_abilities_level_id_study_map_ability_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."study_map_ability_levels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_map_route_choices" ADD CONSTRAINT "study_map_route_choices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_map_route_choices" ADD CONSTRAINT "study_map_route_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_map_route_choices" ADD CONSTRAINT "study_map_route_choices_route_id_study_map_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."study_map_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_map_routes" ADD CONSTRAINT "study_map_routes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_map_routes" ADD CONSTRAINT "study_map_routes_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_map_abilities_tenant_idx" ON "study_map_abilities" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "study_map_ability_levels_ability_idx" ON "study_map_ability_levels" USING btree ("tenant_id","ability_id");--> statement-breakpoint
CREATE INDEX "study_map_level_routes_level_idx" ON "study_map_level_routes" USING btree ("tenant_id","level_id");--> statement-breakpoint
CREATE INDEX "study_map_level_routes_biz_idx" ON "study_map_level_routes" USING btree ("tenant_id","route_type","biz_id");--> statement-breakpoint
CREATE UNIQUE INDEX "study_map_materials_uq" ON "study_map_materials" USING btree ("tenant_id","user_id","level_route_id");--> statement-breakpoint
CREATE INDEX "study_map_materials_status_idx" ON "study_map_materials" USING btree ("tenant_id","status","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "study_map_position_abilities_uq" ON "study_map_position_abilities" USING btree ("tenant_id","position_id","ability_id");--> statement-breakpoint
CREATE INDEX "study_map_routes_position_idx" ON "study_map_routes" USING btree ("tenant_id","position_id");