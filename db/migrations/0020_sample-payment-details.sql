-- Migration 0008 stored made-up payment details (a Kasikornbank account and a PromptPay id) on
-- every site, so a production site that never replaced them offered customers PromptPay and bank
-- transfer to an account that is not the agency's. Those details are now demo content, written by
-- the sample-content seed (db/seed/sample-payments.ts) and marked `sample`. Here, on a site whose
-- details are still exactly the 0008 placeholders, they are emptied and their method is taken off
-- offer until an admin saves real ones on /admin/settings. Anything an admin changed, even one
-- field, is left untouched. A stored group must keep one method on (settings-schema.ts); card
-- stays on where nothing else is left, which offers nothing new: card needs Stripe configured.
UPDATE "settings"
SET "value" = "value"
  || '{ "bankName": "", "accountName": "", "accountNumber": "", "branch": "" }'::jsonb
  || jsonb_build_object('methods', coalesce("value"->'methods', '{}'::jsonb) || '{ "bankTransfer": false }'::jsonb)
WHERE "key" = 'payments'
  AND "value"->>'bankName' = 'Kasikornbank'
  AND "value"->>'accountName' = 'Siam Web Studio Co., Ltd.'
  AND "value"->>'accountNumber' = '123-4-56789-0'
  AND "value"->>'branch' = 'Sukhumvit 21 (Asok)';
--> statement-breakpoint
UPDATE "settings"
SET "value" = "value"
  || '{ "promptPayId": "" }'::jsonb
  || jsonb_build_object('methods', coalesce("value"->'methods', '{}'::jsonb) || '{ "promptPay": false }'::jsonb)
WHERE "key" = 'payments'
  AND "value"->>'promptPayId' = '0812345678';
--> statement-breakpoint
UPDATE "settings"
SET "value" = jsonb_set("value", '{methods,card}', 'true'::jsonb)
WHERE "key" = 'payments'
  AND coalesce(("value"->'methods'->>'promptPay')::boolean, false) = false
  AND coalesce(("value"->'methods'->>'bankTransfer')::boolean, false) = false
  AND coalesce(("value"->'methods'->>'card')::boolean, false) = false;
