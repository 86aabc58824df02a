CREATE TABLE "tutor_evaluations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tutor_evaluations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"tutor_user_id" integer NOT NULL,
	"apprentice_user_id" integer NOT NULL,
	"author" text NOT NULL,
	"score" smallint NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_evaluations_author_ck" CHECK ("tutor_evaluations"."author" in ('tutor', 'apprentice')),
	CONSTRAINT "tutor_evaluations_score_ck" CHECK ("tutor_evaluations"."score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "tutor_evaluations" ADD CONSTRAINT "tutor_evaluations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_evaluations" ADD CONSTRAINT "tutor_evaluations_tutor_user_id_users_id_fk" FOREIGN KEY ("tutor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_evaluations" ADD CONSTRAINT "tutor_evaluations_apprentice_user_id_users_id_fk" FOREIGN KEY ("apprentice_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_evaluations_pair_uq" ON "tutor_evaluations" USING btree ("tenant_id","tutor_user_id","apprentice_user_id","author");--> statement-breakpoint
CREATE INDEX "tutor_evaluations_apprentice_idx" ON "tutor_evaluations" USING btree ("tenant_id","apprentice_user_id");