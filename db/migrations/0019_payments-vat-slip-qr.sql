-- Payments go live: VAT added on top of prices that exclude it (orders.vat_satang, part of the
-- total), what a slip's verification QR says (payments.slip_qr_*), and the abbreviated tax invoice.
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_add_up_check";--> statement-breakpoint
ALTER TABLE "order_documents" DROP CONSTRAINT "order_documents_type_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_satang" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "slip_qr_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "slip_qr_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "slip_qr_bank" text;--> statement-breakpoint
CREATE INDEX "payments_slip_qr_reference_idx" ON "payments" USING btree ("slip_qr_reference") WHERE "payments"."slip_qr_reference" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_check" CHECK ("orders"."subtotal_satang" >= 0 and "orders"."discount_satang" >= 0 and "orders"."vat_satang" >= 0 and "orders"."total_satang" >= 0 and "orders"."amount_due_now_satang" >= 0 and "orders"."balance_due_satang" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_add_up_check" CHECK ("orders"."total_satang" = "orders"."subtotal_satang" - "orders"."discount_satang" + "orders"."vat_satang" and "orders"."amount_due_now_satang" + "orders"."balance_due_satang" = "orders"."total_satang");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_slip_qr_status_check" CHECK ("payments"."slip_qr_status" is null or "payments"."slip_qr_status" in ('read', 'unreadable'));--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_type_check" CHECK ("order_documents"."type" in ('receipt', 'tax_invoice', 'abbreviated_tax_invoice'));