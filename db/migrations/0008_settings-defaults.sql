-- Reference data for the settings added with /admin/settings (issue 7). Defaults sit on the left of
-- `||`, so a value an admin has already saved always wins and re-running changes nothing.
UPDATE "settings"
SET "value" = jsonb_build_object(
    'notificationEmail', "value"->'email',
    'businessHours', '[
      { "fromDay": 1, "toDay": 5, "opens": { "hour": 9, "minute": 0 }, "closes": { "hour": 18, "minute": 0 } },
      { "fromDay": 6, "toDay": 6, "opens": { "hour": 10, "minute": 0 }, "closes": { "hour": 16, "minute": 0 } }
    ]'::jsonb
  ) || "value"
WHERE "key" = 'agency';
--> statement-breakpoint
UPDATE "settings"
SET "value" = jsonb_set("value", '{social}', '{ "others": [] }'::jsonb || coalesce("value"->'social', '{}'::jsonb))
WHERE "key" = 'agency';
--> statement-breakpoint
UPDATE "settings"
SET "value" = '{ "captchaSiteKey": "" }'::jsonb || "value"
WHERE "key" = 'integrations';
--> statement-breakpoint
-- Placeholders the agency replaces on /admin/settings (the specification gives no real account).
INSERT INTO "settings" ("key", "value") VALUES
('payments', '{
  "bankName": "Kasikornbank",
  "accountName": "Siam Web Studio Co., Ltd.",
  "accountNumber": "123-4-56789-0",
  "branch": "Sukhumvit 21 (Asok)",
  "promptPayId": "0812345678",
  "methods": { "card": true, "promptPay": true, "bankTransfer": true }
}'::jsonb)
ON CONFLICT ("key") DO UPDATE SET "value" = EXCLUDED."value" || "settings"."value";
