CREATE TABLE "search_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"org_ids" integer[],
	"knowledge_system_id" integer,
	"terms" "tsvector" NOT NULL,
	"grams" "tsvector" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_audiences" (
	"tenant_id" text NOT NULL,
	"knowledge_id" integer NOT NULL,
	"org_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_catalogs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_catalogs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_collections" (
	"tenant_id" text NOT NULL,
	"knowledge_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"knowledge_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_ratings_score_ck" CHECK ("knowledge_ratings"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "knowledge_resources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"catalog_id" integer,
	"knowledge_system_id" integer,
	"name" text NOT NULL,
	"resource_type" text NOT NULL,
	"file_id" text,
	"file_name" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"upload_type" smallint DEFAULT 0 NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"uploader_id" integer NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"review_remark" text DEFAULT '' NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"published" boolean DEFAULT true NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"allow_download" boolean DEFAULT true NOT NULL,
	"audience" text DEFAULT 'all' NOT NULL,
	"view_num" integer DEFAULT 0 NOT NULL,
	"download_num" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "knowledge_resources_status_ck" CHECK ("knowledge_resources"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "cs_conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cs_conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"state" text DEFAULT 'bot' NOT NULL,
	"agent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cs_conversations_state_ck" CHECK ("cs_conversations"."state" in ('bot', 'waiting', 'agent', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "cs_faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cs_faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cs_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cs_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender" text NOT NULL,
	"sender_id" integer,
	"content" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_audiences" ADD CONSTRAINT "knowledge_audiences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_audiences" ADD CONSTRAINT "knowledge_audiences_knowledge_id_knowledge_resources_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_catalogs" ADD CONSTRAINT "knowledge_catalogs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_catalogs" ADD CONSTRAINT "knowledge_catalogs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_collections" ADD CONSTRAINT "knowledge_collections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_collections" ADD CONSTRAINT "knowledge_collections_knowledge_id_knowledge_resources_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_collections" ADD CONSTRAINT "knowledge_collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_ratings" ADD CONSTRAINT "knowledge_ratings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_ratings" ADD CONSTRAINT "knowledge_ratings_knowledge_id_knowledge_resources_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_ratings" ADD CONSTRAINT "knowledge_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_resources" ADD CONSTRAINT "knowledge_resources_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_resources" ADD CONSTRAINT "knowledge_resources_catalog_id_knowledge_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."knowledge_catalogs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_resources" ADD CONSTRAINT "knowledge_resources_knowledge_system_id_knowledge_systems_id_fk" FOREIGN KEY ("knowledge_system_id") REFERENCES "public"."knowledge_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_resources" ADD CONSTRAINT "knowledge_resources_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_resources" ADD CONSTRAINT "knowledge_resources_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_conversations" ADD CONSTRAINT "cs_conversations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_conversations" ADD CONSTRAINT "cs_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_conversations" ADD CONSTRAINT "cs_conversations_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_faqs" ADD CONSTRAINT "cs_faqs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_messages" ADD CONSTRAINT "cs_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_messages" ADD CONSTRAINT "cs_messages_conversation_id_cs_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."cs_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cs_messages" ADD CONSTRAINT "cs_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_ref_uq" ON "search_documents" USING btree ("tenant_id","kind","ref_id");--> statement-breakpoint
CREATE INDEX "search_documents_terms_idx" ON "search_documents" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "search_documents_grams_idx" ON "search_documents" USING gin ("grams");--> statement-breakpoint
CREATE INDEX "search_documents_system_idx" ON "search_documents" USING btree ("tenant_id","knowledge_system_id");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_audiences_uq" ON "knowledge_audiences" USING btree ("knowledge_id","org_id");--> statement-breakpoint
CREATE INDEX "knowledge_catalogs_tenant_idx" ON "knowledge_catalogs" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_collections_uq" ON "knowledge_collections" USING btree ("knowledge_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_ratings_uq" ON "knowledge_ratings" USING btree ("knowledge_id","user_id");--> statement-breakpoint
CREATE INDEX "knowledge_resources_tenant_idx" ON "knowledge_resources" USING btree ("tenant_id","status","catalog_id");--> statement-breakpoint
CREATE INDEX "knowledge_resources_uploader_idx" ON "knowledge_resources" USING btree ("tenant_id","uploader_id");--> statement-breakpoint
CREATE INDEX "knowledge_resources_system_idx" ON "knowledge_resources" USING btree ("tenant_id","knowledge_system_id");--> statement-breakpoint
CREATE INDEX "cs_conversations_user_idx" ON "cs_conversations" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "cs_conversations_state_idx" ON "cs_conversations" USING btree ("tenant_id","state");--> statement-breakpoint
CREATE INDEX "cs_faqs_tenant_idx" ON "cs_faqs" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "cs_messages_conversation_idx" ON "cs_messages" USING btree ("conversation_id","id");