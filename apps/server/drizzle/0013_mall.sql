CREATE TABLE "mall_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"receiver" text NOT NULL,
	"phone" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"detail" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_exchanges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_exchanges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_name" text NOT NULL,
	"item_image" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"points" integer NOT NULL,
	"status" smallint NOT NULL,
	"address" jsonb,
	"tracking_company" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mall_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"points" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"per_user_limit" integer DEFAULT 0 NOT NULL,
	"exchanged_num" integer DEFAULT 0 NOT NULL,
	"on_shelf" boolean DEFAULT true NOT NULL,
	"discount_type" text,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"percent_off" integer DEFAULT 0 NOT NULL,
	"min_spend_cents" integer DEFAULT 0 NOT NULL,
	"valid_days" integer DEFAULT 0 NOT NULL,
	"creator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_items_stock_not_negative" CHECK ("mall_items"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mall_user_coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_user_coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"exchange_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"discount_type" text NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"percent_off" integer DEFAULT 0 NOT NULL,
	"min_spend_cents" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_biz_type" text DEFAULT '' NOT NULL,
	"used_biz_id" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mall_addresses" ADD CONSTRAINT "mall_addresses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_addresses" ADD CONSTRAINT "mall_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_exchanges" ADD CONSTRAINT "mall_exchanges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_exchanges" ADD CONSTRAINT "mall_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_exchanges" ADD CONSTRAINT "mall_exchanges_item_id_mall_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."mall_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_items" ADD CONSTRAINT "mall_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_items" ADD CONSTRAINT "mall_items_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_user_coupons" ADD CONSTRAINT "mall_user_coupons_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_user_coupons" ADD CONSTRAINT "mall_user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_user_coupons" ADD CONSTRAINT "mall_user_coupons_exchange_id_mall_exchanges_id_fk" FOREIGN KEY ("exchange_id") REFERENCES "public"."mall_exchanges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_user_coupons" ADD CONSTRAINT "mall_user_coupons_item_id_mall_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."mall_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mall_addresses_user_idx" ON "mall_addresses" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_addresses_one_default_idx" ON "mall_addresses" USING btree ("tenant_id","user_id") WHERE "mall_addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "mall_exchanges_request_idx" ON "mall_exchanges" USING btree ("tenant_id","user_id","request_id");--> statement-breakpoint
CREATE INDEX "mall_exchanges_user_idx" ON "mall_exchanges" USING btree ("tenant_id","user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mall_exchanges_item_user_idx" ON "mall_exchanges" USING btree ("tenant_id","item_id","user_id");--> statement-breakpoint
CREATE INDEX "mall_exchanges_status_idx" ON "mall_exchanges" USING btree ("tenant_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mall_items_shelf_idx" ON "mall_items" USING btree ("tenant_id","kind","on_shelf","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mall_user_coupons_user_idx" ON "mall_user_coupons" USING btree ("tenant_id","user_id","valid_to");--> statement-breakpoint
CREATE INDEX "mall_user_coupons_exchange_idx" ON "mall_user_coupons" USING btree ("exchange_id");