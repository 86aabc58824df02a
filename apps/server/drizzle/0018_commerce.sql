CREATE TABLE "commerce_activity_sign_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce_activity_sign_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_commissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce_commissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"sharer_user_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_coupon_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce_coupon_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"discount_type" text NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"percent_off" integer DEFAULT 0 NOT NULL,
	"min_spend_cents" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"issued_num" integer DEFAULT 0 NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"claimable" boolean DEFAULT false NOT NULL,
	"activity_product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_coupon_batches_total_ok" CHECK ("commerce_coupon_batches"."total" = 0 or "commerce_coupon_batches"."issued_num" <= "commerce_coupon_batches"."total")
);
--> statement-breakpoint
CREATE TABLE "commerce_coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce_coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"order_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"tax_no" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"file_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "commerce_order_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce_order_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"entry" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"request_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"product_kind" text NOT NULL,
	"product_name" text NOT NULL,
	"ref_id" integer,
	"status" text NOT NULL,
	"list_price_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"coupon_source" text DEFAULT '' NOT NULL,
	"coupon_id" integer DEFAULT 0 NOT NULL,
	"coupon_name" text DEFAULT '' NOT NULL,
	"holds_place" boolean DEFAULT false NOT NULL,
	"vip_days" integer DEFAULT 0 NOT NULL,
	"share_user_id" integer,
	"pay_deadline" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"refund_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_orders_total_ok" CHECK ("commerce_orders"."total_cents" >= 0 and "commerce_orders"."discount_cents" >= 0 and "commerce_orders"."total_cents" = "commerce_orders"."list_price_cents" - "commerce_orders"."discount_cents")
);
--> statement-breakpoint
CREATE TABLE "commerce_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"member_price_cents" integer,
	"vip_free" boolean DEFAULT false NOT NULL,
	"ref_id" integer,
	"capacity" integer DEFAULT 0 NOT NULL,
	"sold_num" integer DEFAULT 0 NOT NULL,
	"commission_percent" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"on_shelf" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_products_price_ok" CHECK ("commerce_products"."price_cents" >= 0 and coalesce("commerce_products"."member_price_cents", 0) >= 0),
	CONSTRAINT "commerce_products_capacity_ok" CHECK ("commerce_products"."capacity" = 0 or "commerce_products"."sold_num" <= "commerce_products"."capacity"),
	CONSTRAINT "commerce_products_sold_ok" CHECK ("commerce_products"."sold_num" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commerce_share_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce_share_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_payment_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce_payment_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text DEFAULT '' NOT NULL,
	"provider" text NOT NULL,
	"notify_id" text DEFAULT '' NOT NULL,
	"payment_no" text DEFAULT '' NOT NULL,
	"signature_valid" boolean NOT NULL,
	"outcome" text NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commerce_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commerce_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"payment_no" text NOT NULL,
	"trade_no" text DEFAULT '' NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"succeeded_at" timestamp with time zone,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "commerce_sandbox_trades" (
	"trade_no" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"subject" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"token_hash" text NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "commerce_activity_sign_ups" ADD CONSTRAINT "commerce_activity_sign_ups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_activity_sign_ups" ADD CONSTRAINT "commerce_activity_sign_ups_product_id_commerce_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."commerce_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_activity_sign_ups" ADD CONSTRAINT "commerce_activity_sign_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_commissions" ADD CONSTRAINT "commerce_commissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_commissions" ADD CONSTRAINT "commerce_commissions_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_commissions" ADD CONSTRAINT "commerce_commissions_sharer_user_id_users_id_fk" FOREIGN KEY ("sharer_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_commissions" ADD CONSTRAINT "commerce_commissions_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_coupon_batches" ADD CONSTRAINT "commerce_coupon_batches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_coupon_batches" ADD CONSTRAINT "commerce_coupon_batches_activity_product_id_commerce_products_id_fk" FOREIGN KEY ("activity_product_id") REFERENCES "public"."commerce_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_coupons" ADD CONSTRAINT "commerce_coupons_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_coupons" ADD CONSTRAINT "commerce_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_coupons" ADD CONSTRAINT "commerce_coupons_batch_id_commerce_coupon_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."commerce_coupon_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_invoices" ADD CONSTRAINT "commerce_invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_invoices" ADD CONSTRAINT "commerce_invoices_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_invoices" ADD CONSTRAINT "commerce_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_order_ledger" ADD CONSTRAINT "commerce_order_ledger_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_order_ledger" ADD CONSTRAINT "commerce_order_ledger_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD CONSTRAINT "commerce_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD CONSTRAINT "commerce_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD CONSTRAINT "commerce_orders_product_id_commerce_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."commerce_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_orders" ADD CONSTRAINT "commerce_orders_share_user_id_users_id_fk" FOREIGN KEY ("share_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_products" ADD CONSTRAINT "commerce_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_share_links" ADD CONSTRAINT "commerce_share_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_share_links" ADD CONSTRAINT "commerce_share_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_share_links" ADD CONSTRAINT "commerce_share_links_product_id_commerce_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."commerce_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_payments" ADD CONSTRAINT "commerce_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_payments" ADD CONSTRAINT "commerce_payments_order_id_commerce_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."commerce_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_sandbox_trades" ADD CONSTRAINT "commerce_sandbox_trades_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_activity_sign_ups_live_idx" ON "commerce_activity_sign_ups" USING btree ("product_id","user_id") WHERE "commerce_activity_sign_ups"."cancelled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_commissions_order_idx" ON "commerce_commissions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "commerce_commissions_sharer_idx" ON "commerce_commissions" USING btree ("tenant_id","sharer_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "commerce_commissions_status_idx" ON "commerce_commissions" USING btree ("status","available_at");--> statement-breakpoint
CREATE INDEX "commerce_coupon_batches_tenant_idx" ON "commerce_coupon_batches" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "commerce_coupons_user_idx" ON "commerce_coupons" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "commerce_coupons_batch_user_idx" ON "commerce_coupons" USING btree ("batch_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_invoices_order_idx" ON "commerce_invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "commerce_invoices_status_idx" ON "commerce_invoices" USING btree ("tenant_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "commerce_order_ledger_order_idx" ON "commerce_order_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_orders_no_idx" ON "commerce_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_orders_request_idx" ON "commerce_orders" USING btree ("tenant_id","user_id","request_id");--> statement-breakpoint
CREATE INDEX "commerce_orders_user_idx" ON "commerce_orders" USING btree ("tenant_id","user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "commerce_orders_status_idx" ON "commerce_orders" USING btree ("status","pay_deadline");--> statement-breakpoint
CREATE INDEX "commerce_products_shelf_idx" ON "commerce_products" USING btree ("tenant_id","kind","on_shelf");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_share_links_code_idx" ON "commerce_share_links" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_share_links_user_product_idx" ON "commerce_share_links" USING btree ("tenant_id","user_id","product_id");--> statement-breakpoint
CREATE INDEX "commerce_payment_notifications_payment_idx" ON "commerce_payment_notifications" USING btree ("payment_no");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_payments_no_idx" ON "commerce_payments" USING btree ("payment_no");--> statement-breakpoint
CREATE INDEX "commerce_payments_pending_idx" ON "commerce_payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "commerce_payments_order_idx" ON "commerce_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_sandbox_trades_out_idx" ON "commerce_sandbox_trades" USING btree ("out_trade_no");