CREATE TABLE "training_audiences" (
	"tenant_id" text NOT NULL,
	"training_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"training_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"classroom" text DEFAULT '' NOT NULL,
	"lecturer_id" integer,
	"course_id" integer,
	"exam_id" integer,
	"qr_secret" text NOT NULL,
	"stopped_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_trainees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_trainees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"training_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"reject_desc" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"lecturer_score" integer,
	"completed_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trainings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"train_way" smallint NOT NULL,
	"train_scope" text DEFAULT 'inside' NOT NULL,
	"knowledge_system_id" integer,
	"plan_size" integer DEFAULT 0 NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"sponsor" text DEFAULT '' NOT NULL,
	"organizer" text DEFAULT '' NOT NULL,
	"head_teacher_id" integer,
	"assistants" text DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"begin_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"apply_join" boolean DEFAULT false NOT NULL,
	"sign_up_review" text DEFAULT 'none' NOT NULL,
	"apply_start_at" timestamp with time zone,
	"apply_end_at" timestamp with time zone,
	"sign_in_grace_minutes" integer DEFAULT 15 NOT NULL,
	"pass_score" integer DEFAULT 60 NOT NULL,
	"weights" jsonb NOT NULL,
	"certificate_template_id" integer,
	"trainee_num" integer DEFAULT 0 NOT NULL,
	"org_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "training_agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"training_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"service_start" timestamp with time zone,
	"service_end" timestamp with time zone,
	"status" text DEFAULT 'unsigned' NOT NULL,
	"signed_at" timestamp with time zone,
	"break_amount_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_evaluations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_evaluations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"training_id" integer NOT NULL,
	"session_id" integer DEFAULT 0 NOT NULL,
	"user_id" integer NOT NULL,
	"score" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_leaves" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_leaves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"training_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_materials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"training_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "training_sign_ins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_sign_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"training_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"by_user_id" integer,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_issuer_keys" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"kid" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificate_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"background_url" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"validity_months" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"template_id" integer,
	"source_type" text NOT NULL,
	"source_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"holder_name" text NOT NULL,
	"title" text NOT NULL,
	"issuer" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text DEFAULT '' NOT NULL,
	"issued_by" integer
);
--> statement-breakpoint
ALTER TABLE "training_audiences" ADD CONSTRAINT "training_audiences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_audiences" ADD CONSTRAINT "training_audiences_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_lecturer_id_users_id_fk" FOREIGN KEY ("lecturer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_trainees" ADD CONSTRAINT "training_trainees_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_trainees" ADD CONSTRAINT "training_trainees_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_trainees" ADD CONSTRAINT "training_trainees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_knowledge_system_id_knowledge_systems_id_fk" FOREIGN KEY ("knowledge_system_id") REFERENCES "public"."knowledge_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_head_teacher_id_users_id_fk" FOREIGN KEY ("head_teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_agreements" ADD CONSTRAINT "training_agreements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_agreements" ADD CONSTRAINT "training_agreements_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_agreements" ADD CONSTRAINT "training_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_evaluations" ADD CONSTRAINT "training_evaluations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_evaluations" ADD CONSTRAINT "training_evaluations_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_evaluations" ADD CONSTRAINT "training_evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_leaves" ADD CONSTRAINT "training_leaves_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_leaves" ADD CONSTRAINT "training_leaves_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_leaves" ADD CONSTRAINT "training_leaves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_materials" ADD CONSTRAINT "training_materials_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_materials" ADD CONSTRAINT "training_materials_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_materials" ADD CONSTRAINT "training_materials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sign_ins" ADD CONSTRAINT "training_sign_ins_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sign_ins" ADD CONSTRAINT "training_sign_ins_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sign_ins" ADD CONSTRAINT "training_sign_ins_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sign_ins" ADD CONSTRAINT "training_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_issuer_keys" ADD CONSTRAINT "certificate_issuer_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_templates" ADD CONSTRAINT "certificate_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_template_id_certificate_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."certificate_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_audiences_pk" ON "training_audiences" USING btree ("training_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "training_sessions_training_idx" ON "training_sessions" USING btree ("tenant_id","training_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "training_trainees_user_uq" ON "training_trainees" USING btree ("training_id","user_id");--> statement-breakpoint
CREATE INDEX "training_trainees_user_idx" ON "training_trainees" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "trainings_tenant_begin_idx" ON "trainings" USING btree ("tenant_id","begin_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "trainings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "trainings_tenant_head_idx" ON "trainings" USING btree ("tenant_id","head_teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_agreements_once" ON "training_agreements" USING btree ("training_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_evaluations_once" ON "training_evaluations" USING btree ("training_id","session_id","user_id");--> statement-breakpoint
CREATE INDEX "training_leaves_idx" ON "training_leaves" USING btree ("tenant_id","training_id","user_id");--> statement-breakpoint
CREATE INDEX "training_materials_idx" ON "training_materials" USING btree ("tenant_id","training_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_sign_ins_once" ON "training_sign_ins" USING btree ("session_id","user_id");--> statement-breakpoint
CREATE INDEX "training_sign_ins_training_idx" ON "training_sign_ins" USING btree ("tenant_id","training_id");--> statement-breakpoint
CREATE INDEX "certificate_templates_tenant_idx" ON "certificate_templates" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_uq" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_live_uq" ON "certificates" USING btree ("tenant_id","source_type","source_id","user_id") WHERE "certificates"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("tenant_id","user_id");