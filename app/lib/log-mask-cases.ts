// The masking cases (ADR 008, 103), shared by the rules' own tests (log-mask.test.ts) and the
// server logger's (app/.server/json-logger.test.ts), which must write every one of them masked.

/** [name, text, masked text] */
export const maskedStrings: readonly (readonly [string, string, string])[] = [
  // Secret parameters: the value after `=` up to `&`, whitespace or the end.
  ["session_id", "/payment-success?session_id=abc123&lang=th", "/payment-success?session_id=****&lang=th"],
  ["access_key", "access_key=AKIA1234 rest", "access_key=**** rest"],
  ["api_key", "GET /x?api_key=xyz", "GET /x?api_key=****"],
  ["token", "token=abc.def.ghi", "token=****"],
  ["access_token", "url?access_token=abc&x=1", "url?access_token=****&x=1"],
  ["secret", "client_secret=s3cr3t", "client_secret=****"],
  ["password", "login password=hunter2 ok", "login password=**** ok"],
  ["upper-case parameter", "PASSWORD=hunter2", "PASSWORD=****"],
  ["cookie header", "session_id=abc123; Path=/; HttpOnly", "session_id=****; Path=/; HttpOnly"],
  ["bearer token", "Authorization: Bearer eyJhbGciOi.J9x-y_z", "Authorization: Bearer ****"],

  // Addresses that carry their own secret: a share link's token, an order link's `t`.
  ["share link path", "/preview/12.1767225600.AbC-dEf_123", "/preview/****"],
  ["share link data request", "POST /preview/12.1767225600.AbC.data 405", "POST /preview/**** 405"],
  [
    "share link with a query",
    "https://www.example.co.th/preview/12.99.x_Y?lang=th",
    "https://www.example.co.th/preview/****?lang=th",
  ],
  ["share link in JSON", '{"path":"/preview/12.99.abc"}', '{"path":"/preview/****"}'],
  ["order link", "/order-confirmation?ref=SWS-2026-7K3Q9&t=Qm9vLWJhci1iYXo", "/order-confirmation?ref=SWS-2026-7K3Q9&t=****"],
  [
    "order link, token first",
    "/order-confirmation/promptpay.png?t=Qm9v_LWJh&ref=X",
    "/order-confirmation/promptpay.png?t=****&ref=X",
  ],

  // Payment-provider ids keep their prefix.
  ["payment intent", "charge pi_3NabcDEF12345678 failed", "charge pi_**** failed"],
  ["checkout session", "cs_test_a1B2c3D4e5F6g7H8", "cs_test_****"],
  ["live secret key", "sk_live_51HxYzAbCdEfGh", "sk_live_****"],
  ["test publishable key", "pk_test_TYooMQauvdEDq54NiTphI7jx", "pk_test_****"],
  ["restricted key", "rk_live_51Habcdefgh1", "rk_live_****"],
  ["webhook secret", "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIK2BuLuVp", "whsec_****"],
  ["client secret", "pi_3MtwBwLkdIwHu7ix28a3tqPa_secret_YrKJUKribcBjcG8HVhfZluoGH", "pi_****"],
  ["charge", "ch_3MmlLrLkdIwHu7ix0snN0B15", "ch_****"],
  ["customer", "cus_NffrFeUfNV2Hib", "cus_****"],
  ["payment method", "pm_1MqLiJLkdIwHu7ixUEgbFdYF", "pm_****"],
  ["setup intent", "seti_1Mm8s8LkdIwHu7ix0OXBfTRG", "seti_****"],
  ["invoice", "in_1MtHbELkdIwHu7ixl4OzzPMv", "in_****"],
  ["refund", "re_1Nispe2eZvKYlo2Cd31jOCgZ", "re_****"],
  ["balance transaction", "txn_1MiN3gLkdIwHu7ixxapQrznl", "txn_****"],
  ["event", "/webhooks evt_1NG8Du2eZvKYlo2CUI79vXWy", "/webhooks evt_****"],
  ["subscription", "sub_1MowQVLkdIwHu7ixeRlqHVzs", "sub_****"],
  ["product", "prod_NWjs8kKbJWmuuc", "prod_****"],
  ["price", "price_1MoBy5LkdIwHu7ixZhnattbh", "price_****"],
  ["several ids", "pi_3Nabcdefgh1 and cus_NffrFeUfNV2Hib", "pi_**** and cus_****"],

  // E-mail addresses keep their first two characters; the domain is hidden.
  ["e-mail", "from somchai@example.com", "from so***@***"],
  ["e-mail with dots and plus", "<somchai.j+orders@mail.example.co.th>", "<so***@***>"],
  ["one-letter e-mail", "a@example.com", "a***@***"],
  ["e-mail in a sentence", "Reply to nok@siamwebstudio.co.th.", "Reply to no***@***."],

  // Phone numbers: every digit but the last two.
  ["Thai mobile with hyphens", "call 081-234-5678", "call ***-***-**78"],
  ["Thai mobile, digits only", "phone 0812345678", "phone ********78"],
  ["Thai mobile with spaces", "tel 089 123 4567 now", "tel *** *** **67 now"],
  ["Bangkok landline", "office 02 123 4567", "office ** *** **67"],
  ["Bangkok landline in parentheses", "(02) 123-4567", "(**) ***-**67"],
  ["provincial landline", "Chiang Mai 053-123-456", "Chiang Mai ***-***-*56"],
  ["Thai international", "+66 81 234 5678", "+** ** *** **78"],
  ["Thai international, digits only", "+66812345678", "+*********78"],
  ["US number", "+1 415 555 0100", "+* *** *** **00"],
  ["US number with parentheses", "+1 (415) 555-0100", "+* (***) ***-**00"],
  ["UK number", "+44 20 7946 0958.", "+** ** **** **58."],

  // Everything that must survive.
  ["ISO date", "created 2026-01-15", "created 2026-01-15"],
  ["ISO timestamp", "2026-01-15T08:30:00.000Z", "2026-01-15T08:30:00.000Z"],
  ["timestamp with offset", "2026-01-15T08:30:00+07:00", "2026-01-15T08:30:00+07:00"],
  ["day/month/year", "due 15/01/2026", "due 15/01/2026"],
  ["month/day/year", "due 01/15/2026", "due 01/15/2026"],
  ["dotted date", "due 05.01.2026", "due 05.01.2026"],
  ["year", "since 2026", "since 2026"],
  ["order number", "order ORD-2026-0001 paid", "order ORD-2026-0001 paid"],
  ["price in baht", "total ฿15,900.00", "total ฿15,900.00"],
  ["amount in satang", "amount 1590000 satang", "amount 1590000 satang"],
  ["unix timestamp", "at 1767225600", "at 1767225600"],
  ["UUID", "id 123e4567-e89b-12d3-a456-426614174000", "id 123e4567-e89b-12d3-a456-426614174000"],
  ["IP address", "from 203.0.113.42", "from 203.0.113.42"],
  ["time", "at 08:30", "at 08:30"],
  [
    "ordinary words with id prefixes",
    "in_progress re_authenticated price_adjustments sub_total",
    "in_progress re_authenticated price_adjustments sub_total",
  ],
  ["short id-like word", "pi_short cs_abc", "pi_short cs_abc"],
  ["word ending in a prefix", "stripe_pi_3Nabcdefgh1", "stripe_pi_3Nabcdefgh1"],
  ["parameter without a secret name", "/articles?page=2&lang=th", "/articles?page=2&lang=th"],
  ["route patterns", "/preview/:token /admin/articles/:id/preview", "/preview/:token /admin/articles/:id/preview"],
  ["parameters ending in t", "/x?format=csv&sort=date&at=1", "/x?format=csv&sort=date&at=1"],
  ["at sign without a domain", "@somchai mentioned", "@somchai mentioned"],
  ["Thai text", "ชำระเงินสำเร็จ 3,000 บาท", "ชำระเงินสำเร็จ 3,000 บาท"],
];

/** [name, an object with one field whose name alone masks its value] */
export const maskedFields: readonly (readonly [string, Record<string, unknown>])[] = [
  ["amount", { amount: 1590000 }],
  ["final_amount", { final_amount: 1590000 }],
  ["password", { password: "hunter2" }],
  ["newPassword", { newPassword: "hunter2" }],
  ["token", { idToken: "abc" }],
  ["email", { email: "somchai@example.com" }],
  ["customer_email", { customer_email: "somchai@example.com" }],
  ["phone", { phone: "081-234-5678" }],
  ["address", { billingAddress: { line1: "99 Sukhumvit Rd" } }],
  ["card", { cardNumber: "4242424242424242" }],
  ["secret", { clientSecret: "pi_x_secret_y" }],
  ["key", { apiKey: "k" }],
  ["upper case", { EMAIL: "x" }],
  ["authorization", { authorization: "Bearer abc" }],
  ["cookie", { cookie: "session_id=abc" }],
  ["boolean value", { hasPassword: true }],
  ["null value", { token: null }],
  ["array value", { emails: ["a@b.co", "c@d.co"] }],
];
