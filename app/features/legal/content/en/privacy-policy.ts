import type { LegalSource } from "../legal-source";

export const privacyPolicy = {
  title: "Privacy policy",
  description:
    "How we collect, use, share and protect your personal data, and how to use your rights under Thailand's Personal Data Protection Act (PDPA).",
  intro: [
    "This policy explains how {{agencyName}} (“we”, “us”) collects, uses, discloses and protects personal data when you visit our website, contact us, order a website package, or sign in as a member of our staff. We are the data controller for this data under Thailand's Personal Data Protection Act B.E. 2562 (2019) (the “PDPA”).",
  ],
  sections: {
    "who-we-are": {
      heading: "Who we are and how to contact us",
      body: [
        { p: "{{agencyName}} is the data controller for the personal data described in this policy." },
        { list: ["Address: {{address}}", "E-mail for privacy requests: {{email}}"] },
        {
          p: "If you have a question about this policy or want to use any of your rights, write to us at {{email}}.",
        },
      ],
    },
    "data-we-collect": {
      heading: "The personal data we collect",
      body: [
        { h3: "When you contact us" },
        {
          p: "When you send our contact form, we collect your name, e-mail address and message, and your phone number and company name if you choose to give them.",
        },
        { h3: "When you order and pay" },
        {
          p: "When you order a website package, we collect your full name, e-mail address, phone number, company name (optional) and your project requirements. We also keep a record of the order: the package, the amount, the payment method and the payment status.",
        },
        {
          list: [
            "Card payments are processed by Stripe. You enter your card details in Stripe's secure payment form; we never see or store your card number or security code. Stripe only tells us whether the payment succeeded.",
            "For PromptPay and bank transfer, we record the reference number, the amount and the date of payment. You may upload a photo of your transfer slip as proof of payment (optional). A slip usually shows the payer's name and bank, part of the account number, the amount and the time of the transfer.",
          ],
        },
        { h3: "Staff accounts" },
        {
          p: "Our staff sign in to the website's administration area with their Google account. Google gives us their name, e-mail address and profile photo, and we record their role and when they last signed in. This applies only to our staff, not to visitors or clients.",
        },
        { h3: "Technical data" },
        {
          p: "Like most websites, our server logs basic technical information about each request: your IP address, the date and time, the page requested, your browser and device type (user agent) and the response code. We use it to keep the website secure and working.",
        },
        { h3: "Cookies and local storage" },
        {
          p: "We use a small number of cookies and local storage entries to remember your language and your choice about analytics cookies, and to keep staff signed in. The details are in our [cookie policy](/cookie-policy).",
        },
        { h3: "Google Analytics" },
        {
          p: "We use Google Analytics only if we have switched it on. When it is on, every page loads Google's analytics script (gtag.js) from Google's servers, and a banner asks whether you accept analytics cookies.",
        },
        {
          list: [
            "Until you accept, and if you decline, we set Google Consent Mode to deny analytics storage, so Google Analytics sets no cookies and uses no identifiers. Your browser still sends Google cookieless signals about your visit, such as the page you view, the time, the page you came from and your browser type, and, when you complete a card payment, its reference number, amount, payment method and package (never your name or contact details).",
            "Only after you accept does Google Analytics set its cookies, which give your browser a randomly generated identifier so that your visits can be counted and recognised over time. The same kinds of signals are then linked to that identifier.",
            "If you had accepted analytics cookies when you placed an order to pay by PromptPay or bank transfer, we keep your browser's Google Analytics identifier with the order. When we have confirmed your payment, our server sends Google that identifier with the payment's reference number, amount, payment method and package (never your name or contact details), so that only payments that really arrived are counted. Without your consent nothing is kept or sent.",
            "Like any request to Google's servers, loading the script and sending these signals reveals your IP address to Google. Google states that Google Analytics 4 does not log or store IP addresses.",
          ],
        },
        { h3: "Bot protection" },
        {
          p: "When it is switched on, our forms use a bot-protection check (Cloudflare Turnstile) to stop spam and automated abuse. It loads only after you start filling in a form. The check may look at your IP address, your browser and how you interact with the page, to tell whether a person is using the form.",
        },
        {
          p: "We do not ask for sensitive personal data, such as health, religious or biometric data. Please do not include it in your messages or uploads.",
        },
      ],
    },
    "purposes-and-legal-bases": {
      heading: "Why we use your data and our legal bases",
      body: [
        {
          table: {
            caption: "Purposes of processing and their legal bases",
            head: ["Purpose", "Data used", "Legal basis under the PDPA"],
            rows: [
              [
                "Answer your enquiry and prepare a quotation you ask for",
                "Contact form data",
                "Steps taken at your request before entering into a contract (section 24(3)); our legitimate interest in answering enquiries (section 24(5))",
              ],
              [
                "Build the website package you order, take payment and issue receipts",
                "Order and payment data, transfer slips",
                "Performance of a contract (section 24(3))",
              ],
              ["Keep accounting and tax records", "Order and payment data", "Compliance with a legal obligation (section 24(6))"],
              [
                "Give our staff access to the administration area",
                "Staff account data",
                "Legitimate interest in running and securing our systems (section 24(5))",
              ],
              [
                "Keep the website secure, prevent spam and fraud, and fix faults",
                "Server logs, bot-protection results",
                "Legitimate interest (section 24(5))",
              ],
              [
                "Remember the language you chose",
                "The `lang` cookie and local storage entry",
                "Legitimate interest in providing the feature you chose (section 24(5))",
              ],
              [
                "Count visits and see how the website is used, without cookies or identifiers, before you accept analytics cookies or after you decline",
                "Cookieless Google Analytics signals",
                "Legitimate interest in knowing how our website is used, so that we can improve it (section 24(5))",
              ],
              [
                "Measure how the website is used over time, with Google Analytics cookies",
                "Google Analytics data linked to the identifier in its cookies",
                "Your consent (section 19)",
              ],
            ],
          },
        },
        {
          p: "Where we rely on legitimate interest, we have weighed our interest against your rights, and you can object at any time (see “Your rights”). To stop the cookieless Google Analytics signals from your browser yourself, you can install [Google's opt-out browser add-on](https://tools.google.com/dlpage/gaoptout).",
        },
        {
          p: "If you do not give us the data we need for a contract, such as your e-mail address or phone number, we may not be able to accept your order or deliver the work.",
        },
        {
          p: "We do not sell your personal data, use it for advertising, or make decisions about you by automated means.",
        },
      ],
    },
    sharing: {
      heading: "Who we share your data with",
      body: [
        { p: "We share personal data only as far as needed, and only with:" },
        {
          list: [
            "Stripe, to process card payments;",
            "Google, for staff sign-in and, when it is switched on, Google Analytics;",
            "Cloudflare, the provider of our bot-protection check (Turnstile), to verify form submissions;",
            "the banks and payment networks that process your PromptPay payment or bank transfer;",
            "professional advisers, such as our accountant or auditor, who are bound by confidentiality;",
            "government authorities, courts or regulators, when the law requires it.",
          ],
        },
        {
          p: "The website's PostgreSQL database is run by us. We do not give other companies access to it.",
        },
      ],
    },
    "international-transfers": {
      heading: "Transfers outside Thailand",
      body: [
        {
          p: "Some of our service providers, namely Google, Stripe and Cloudflare (the bot-protection check), may process data on servers outside Thailand, for example in the United States.",
        },
        {
          p: "We transfer personal data abroad only as sections 28 and 29 of the PDPA allow: because the transfer is needed to perform our contract with you (for example, a card payment), because you have consented (Google Analytics data collected after you accept analytics cookies), or because the provider protects the data with appropriate safeguards, such as standard data protection clauses.",
        },
      ],
    },
    retention: {
      heading: "How long we keep your data",
      body: [
        {
          list: [
            "Contact form messages: {{contactMessagesPeriod}} from when we receive them.",
            "Orders, payment records and transfer slips: {{orderAccountingPeriod}} from the end of the accounting period (the calendar year) in which the order was last paid or changed, as Thai accounting and tax law requires. Then we delete the transfer slips and remove your name, e-mail address, phone number, company name and requirements from the order; only the package, the amounts, the payment method and the status remain, with nothing that identifies you. The receipts and tax invoices we issued for the order are kept unchanged for the same period, as tax law requires, and then deleted.",
            "Project requirements, which accounting does not need: {{orderRequirementsPeriod}} after the order was last paid or changed, so that we can support you after delivery.",
            "Staff accounts: for as long as the person has access, and deleted {{staffAccountPeriod}} after their access ends (someone who signs in but is never given access: {{staffAccountPeriod}} after their first sign-in).",
            "E-mails we send you, such as order confirmations, receipts and the acknowledgement of your message: deleted from our mail queue {{sentMailPeriod}} after sending, or {{failedMailPeriod}} after they were written if they could not be delivered.",
            "Payment notifications from Stripe: we keep only their reference and type, nothing about you, for {{webhookEventPeriod}}, so that each is processed once.",
            "Images uploaded for our articles that no article uses: deleted {{unusedImagePeriod}} after upload.",
            "Your choices about analytics cookies (accept, decline or withdraw): we record each choice with the time, the version of this policy and a random id kept in a cookie in your browser, and nothing else about you, so that we can show that consent was given. Each record is deleted {{consentRecordPeriod}} after the choice.",
            "Server logs: 90 days, unless we need them longer to investigate a security incident.",
            "Cookies and local storage: as listed in our [cookie policy](/cookie-policy); the language cookie lasts 1 year and your choice about analytics cookies 6 months.",
            "Google Analytics data: up to 14 months.",
          ],
        },
        { p: "At the end of these periods we delete or destroy the data, or make it anonymous." },
      ],
    },
    "your-rights": {
      heading: "Your rights",
      body: [
        { p: "Under the PDPA you have the right to:" },
        {
          list: [
            "access your personal data and get a copy, and ask how we obtained data you did not give us yourself;",
            "have inaccurate, out-of-date or incomplete data corrected;",
            "have your data deleted, destroyed or made anonymous when we no longer have a reason to keep it;",
            "receive your data in a commonly used, machine-readable format, or have us send it to another data controller (data portability);",
            "object to processing based on our legitimate interest;",
            "ask us to restrict the use of your data for a time, for example while we check a request;",
            "withdraw your consent at any time, for example to Google Analytics cookies with the “Cookie settings” button at the foot of every page, without affecting processing that took place before;",
            "complain to the Office of the Personal Data Protection Committee (PDPC) if you believe we have not complied with the PDPA: [www.pdpc.or.th](https://www.pdpc.or.th).",
          ],
        },
        {
          p: "To use any of these rights, e-mail us at {{email}}. We may ask you to confirm your identity first. We answer within 30 days and do not charge for it. If we cannot fully meet a request, for example because the law requires us to keep accounting records, we will tell you why: when you ask us to delete your data, we delete your messages, transfer slips and e-mails, and remove your name, e-mail address, phone number and company from your orders, but the receipts and tax invoices we issued, and the order details they show, stay for the period tax law sets.",
        },
      ],
    },
    security: {
      heading: "How we protect your data",
      body: [
        {
          list: [
            "The website is served over an encrypted connection (HTTPS).",
            "Only staff who need it can see contact messages and orders. Staff sign in with Google, and what they can see depends on their role.",
            "Card details go straight to Stripe and never pass through our servers.",
            "E-mail addresses, phone numbers and other personal details are masked in our application logs.",
            "We keep our software up to date and back up our database regularly.",
          ],
        },
        {
          p: "If a personal data breach is likely to put your rights and freedoms at risk, we will notify the PDPC within 72 hours of becoming aware of it and, where the risk is high, tell you without undue delay.",
        },
      ],
    },
    changes: {
      heading: "Changes to this policy",
      body: [
        {
          p: "We may update this policy when our services or the law change. We will publish the new version on this page with its date and, for important changes, tell clients with an order in progress by e-mail.",
        },
        {
          p: "This policy takes effect on {{effectiveDate}}. If the English and Thai versions differ, the Thai version prevails.",
        },
      ],
    },
  },
} as const satisfies LegalSource;
