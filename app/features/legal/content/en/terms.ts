import type { LegalSource } from "../legal-source";

export const terms = {
  title: "Terms of use",
  description:
    "The terms for using our website and buying our website packages: prices, payment, delivery, revisions, ownership, refunds and liability.",
  intro: [
    "These terms apply when you use this website or buy a website package or other service from {{agencyName}} (“we”, “us”). By placing an order, you accept them. Please read them together with our [privacy policy](/privacy-policy).",
  ],
  sections: {
    "using-this-website": {
      heading: "Using this website",
      body: [
        {
          list: [
            "You are welcome to browse this website and share its pages. Please do not try to disrupt it, get around its security or bot-protection check, or send spam through its forms.",
            "The text, design and logo of this website belong to {{agencyName}}. Please do not copy them without our permission.",
            "Prices and information on the website may change. The price confirmed when you place your order is the one that applies to it.",
          ],
        },
      ],
    },
    "packages-and-prices": {
      heading: "Packages and prices",
      body: [
        {
          p: "We offer the website packages below. Prices are in Thai baht ({{currency}}), as shown on our [services page](/services). US dollar amounts on the website are for reference only; you pay in baht.",
        },
        {
          packagesTable: {
            caption: "Website packages",
            head: ["Package", "Price", "Delivery time", "Pages"],
            delivery: { days: "{{min}}–{{max}} days", businessDays: "{{min}}–{{max}} business days" },
            pages: { exact: "{{count}} pages", upTo: "Up to {{count}} pages" },
          },
        },
        {
          p: "Each package includes what its description on the services page lists. Add-ons (domain registration, extra pages, premium SSL and logo design) and monthly maintenance plans are charged separately at the prices shown on the website.",
        },
        {
          p: "Every package includes free basic hosting for the first {{freeHostingMonths}} months after your website goes live. After that, you can renew hosting with us at the price we quote at the time, or move your website elsewhere.",
        },
      ],
    },
    "orders-and-payment": {
      heading: "Orders and payment",
      body: [
        {
          list: [
            "You can pay by card (processed by Stripe), PromptPay or bank transfer.",
            "You can pay for the whole order in one payment and receive a {{fullPaymentDiscountPercent}}% discount on its total (the package and the add-ons ordered with it; a monthly maintenance plan is charged on its own and is not discounted), or pay a {{depositPercent}}% deposit of that total now and the remaining {{balancePercent}}% before delivery.",
            "For PromptPay and bank transfer, please use the reference number we give you. You may upload your transfer slip to help us confirm the payment sooner.",
            "Your order is confirmed once we have confirmed that your payment has been received. We start work within {{workStartsWithinHours}} hours of that confirmation.",
            "We publish or hand over the finished website only after the full price has been paid.",
          ],
        },
      ],
    },
    "timeline-and-delivery": {
      heading: "Timeline and delivery",
      body: [
        {
          list: [
            "The delivery times above run from the day work starts, provided you send us what we need (such as text, images, your logo and access to your accounts) completely and on time.",
            "Business days are Monday to Friday, excluding Thai public holidays.",
            "While we are waiting for your content or approval, the timeline is paused until we receive it.",
            "If something outside our control delays delivery, we will tell you promptly.",
          ],
        },
      ],
    },
    revisions: {
      heading: "Revisions",
      body: [
        {
          list: [
            "Before delivery, we review the website with you and make changes within the scope of the package you ordered.",
            "Requests beyond that scope, such as new pages, new features or a change of design direction after you have approved the design, are extra work. We tell you the price before we start.",
            "Extra pages cost {{extraPagePrice}} each.",
            "If anything we built does not work as agreed, tell us and we will fix it free of charge.",
          ],
        },
      ],
    },
    "content-and-ownership": {
      heading: "Your content and intellectual property",
      body: [
        {
          list: [
            "You are responsible for the text, images, logos and other material you give us, and you confirm that you have the right to use them. You are responsible for any claim by a third party arising from material you supplied.",
            "Once you have paid in full, the rights to the design and content we created for your website pass to you. Third-party components, such as open-source software, fonts, licensed images and plug-ins, remain under their own licences.",
            "Until you have paid in full, the rights to the work remain with us.",
            "We may show your finished website in our portfolio unless you tell us not to.",
          ],
        },
      ],
    },
    "cancellation-and-refunds": {
      heading: "Cancellation and refunds",
      body: [
        { p: "You can cancel an order by e-mailing us at {{email}}." },
        {
          list: [
            "If you cancel before work starts, we refund everything you have paid.",
            "If you cancel after work has started but before delivery, we refund what you have paid minus the value of the work already done, which we set out for you in writing.",
            "Once the website has been delivered and paid for in full, the package price is not refundable, but we still fix anything that does not work as agreed (see “Revisions”).",
            "Third-party fees we have already paid on your behalf, such as domain registration, cannot be refunded once the service has been bought.",
          ],
        },
        {
          p: "We pay refunds to the original payment method, or to a bank account you give us, within 30 days of agreeing the amount. These terms do not affect your rights under Thai consumer protection law.",
        },
      ],
    },
    liability: {
      heading: "Limitation of liability",
      body: [
        {
          list: [
            "We provide our services with reasonable skill and care. We do not guarantee that a website will always be free of interruptions or errors, and we do not promise any particular search ranking or sales.",
            "To the extent the law allows, our total liability for any claim relating to an order is limited to the amount you paid us for that order.",
            "We are not liable for indirect or consequential loss, such as loss of profit, data or business opportunities, or for problems caused by third-party services (such as payment providers or domain registries) or by changes that you or others make to the website.",
            "We are not liable for delays or loss caused by force majeure or other events beyond our reasonable control.",
            "Nothing in these terms limits liability that cannot be limited under Thai law, such as liability for wilful misconduct or gross negligence.",
          ],
        },
      ],
    },
    "governing-law": {
      heading: "Governing law and disputes",
      body: [
        {
          list: [
            "These terms are governed by and interpreted under the laws of the Kingdom of Thailand.",
            "If a disagreement arises, we will first try to resolve it with you directly. If we cannot agree, the Thai courts have jurisdiction.",
            "If the English and Thai versions of these terms differ, the Thai version prevails.",
          ],
        },
      ],
    },
    changes: {
      heading: "Changes to these terms",
      body: [
        {
          p: "We may update these terms from time to time and will publish the new version on this page with its date. The terms in force on the day you place an order apply to that order.",
        },
        {
          p: "These terms take effect on {{effectiveDate}}. If you have a question about them, write to us at {{email}}.",
        },
      ],
    },
  },
} as const satisfies LegalSource;
