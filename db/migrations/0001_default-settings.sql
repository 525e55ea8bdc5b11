-- Reference data: the agency's public details and integrations, editable later from /admin/settings.
INSERT INTO "settings" ("key", "value") VALUES
('agency', '{
  "name": "Siam Web Studio",
  "phone": "+66 81 234 5678",
  "email": "hello@siamwebstudio.com",
  "address": {
    "en": "88 Sukhumvit Soi 21, Khlong Toei Nuea, Watthana, Bangkok 10110, Thailand",
    "th": "88 ซอยสุขุมวิท 21 แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพฯ 10110"
  },
  "social": {
    "facebook": "https://www.facebook.com/siamwebstudio",
    "line": "https://line.me/R/ti/p/@siamwebstudio",
    "instagram": "https://www.instagram.com/siamwebstudio"
  }
}'::jsonb),
('integrations', '{ "gaMeasurementId": "" }'::jsonb)
ON CONFLICT ("key") DO NOTHING;
