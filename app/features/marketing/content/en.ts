// English marketing copy, the source of truth for every language (Thai is typed against it).
// It holds no figures: every price, percentage and number of days is a {{placeholder}} filled
// from the catalogue and the payment terms by content.server.ts (names: app/lib/copy-figures.ts),
// so the copy can never disagree with the prices. Packages, add-ons, plans, testimonials and the
// FAQ are in the database (ADR 088).
// Import it only from *.server.ts files, or the browser would download both languages.

export const en = {
  /** Filled by code with values of one package, plan or time range (not with the shared variables). */
  templates: {
    deliveryRange: {
      days: "{{min}}–{{max}}\u00a0days",
      businessDays: "{{min}}–{{max}}\u00a0business days",
    },
    pageCount: {
      exact: { one: "{{count}}\u00a0page", other: "{{count}}\u00a0pages" },
      upTo: { one: "Up to {{count}}\u00a0page", other: "Up to {{count}}\u00a0pages" },
    },
    usdReference: "About {{price}}, for reference. You pay in Thai baht.",
    getStartedWith: "Get started with the {{package}} package",
    packageFit: "Usually the best fit: {{package}}",
    packageFitPrice: "{{price}}, {{delivery}}",
    seePackage: "See the {{package}} package",
    selectedPackage: "You're asking about the {{package}} package",
    selectedPackageDetails: "{{price}} · {{delivery}} · {{pages}}",
    dayRange: "{{from}} to {{to}}",
    timeRange: "{{range}}",
  },

  labels: {
    getStarted: "Get started",
    payNow: "Pay now",
    payDeposit: "Pay {{depositPercent}} deposit",
    mostPopular: "Most popular",
    oneTimePrice: "one-time price",
    delivery: "Delivery",
    pages: "Pages",
    included: "What's included",
    perMonth: "per month",
    per: { year: "per year", page: "per page", once: "one-time" },
    compareAll: "Compare all packages in detail",
    faqHeading: "Frequently asked questions",
  },

  // Sample client stories in the shape the specification asks for. Replace them with real
  // clients' words, published with their written consent, before the site goes live.

  home: {
    meta: {
      title: "Websites for small businesses, online in {{siteOnlineDays}} days",
      description:
        "Affordable, mobile-friendly websites for small businesses, freelancers and startups in Thailand. Fixed prices from {{lowestPrice}} and free basic hosting for the first year.",
    },
    hero: {
      eyebrow: "Websites for small businesses in Thailand",
      title: "Your business website, online in {{siteOnlineDays}} days",
      lead: "Fixed prices from {{lowestPrice}}, a friendly team that speaks Thai and English, and a site your customers can find, trust and use on any phone.",
      primaryCta: "See packages and prices",
      secondaryCta: "Talk to us",
      highlights: [
        "Fixed prices, no hidden costs",
        "Free basic hosting for the first {{freeHostingMonths}} months",
        "Work starts within {{workStartsHours}} hours of payment",
      ],
      footnote: "Starter package: {{starterDelivery}} from the day we receive your content.",
      preview: {
        label: "Example of a small business website",
        shopName: "Baan Ploy Bakery",
        headline: "Fresh cakes, baked every morning",
        button: "Order online",
        cards: ["Cakes", "Cookies", "Gift boxes"],
      },
    },
    howItWorks: {
      eyebrow: "How it works",
      title: "From first chat to launch in four simple steps",
      lead: "No technical knowledge needed. We guide you at every step and keep you updated by LINE, phone or e-mail.",
      steps: [
        {
          title: "Choose your package",
          text: "Tell us about your business and pick Starter, E-Commerce or Premium. Not sure? We'll recommend one, free of charge.",
        },
        {
          title: "Confirm and pay",
          text: "Pay a {{depositPercent}} deposit, or pay in full and save {{discountPercent}}. Work starts within {{workStartsHours}} hours of payment confirmation.",
        },
        {
          title: "We design and build",
          text: "Send us your text, photos and logo. We design your pages, and you review them and ask for changes before anything goes live.",
        },
        {
          title: "Launch and grow",
          text: "Pay the balance and your site goes live, with free basic hosting for the first {{freeHostingMonths}} months and our help whenever you need it.",
        },
      ],
    },
    packages: {
      eyebrow: "Packages",
      title: "Simple packages, fixed prices",
      lead: "Pick a package, add only what you need, and know the full price before we start.",
    },
    whyUs: {
      eyebrow: "Why choose us",
      title: "Built for small businesses, not big budgets",
      items: {
        price: {
          title: "Fixed, honest prices",
          text: "The price you see is the price you pay. Optional extras are listed with their prices, so there are no surprises.",
        },
        speed: {
          title: "Fast, without cutting corners",
          text: "A focused process lets us launch a Starter site within {{siteOnlineDays}} days, tested on real phones before it goes live.",
        },
        people: {
          title: "Real people who speak your language",
          text: "Talk to us in Thai or English by phone, LINE or e-mail. No jargon, just clear answers.",
        },
        mobile: {
          title: "Made for phones and Google",
          text: "Fast, mobile-first pages with the SEO basics done right, so customers can find you and reach you in one tap.",
        },
        ownership: {
          title: "Your website is yours",
          text: "Your domain, your text and your photos belong to you, and you are free to take them with you whenever you like.",
        },
        support: {
          title: "Help after launch",
          text: "Need changes later? Just ask, or choose a maintenance plan from {{basicPlanPrice}} per month.",
        },
      },
    },
    testimonials: {
      eyebrow: "Client stories",
      title: "What our clients say",
    },
    faq: {
      eyebrow: "FAQ",
      title: "Questions we hear every week",
    },
    cta: {
      title: "Ready to get your business online?",
      text: "Tell us what you need. We'll recommend the right package and give you a clear price and timeline, with no obligation.",
      primary: "Contact us",
      secondary: "See services and prices",
    },
  },

  solutions: {
    meta: {
      title: "Website solutions for shops, restaurants, clinics, freelancers and startups",
      description:
        "See what we build for shops, restaurants, clinics, freelancers, startups and guesthouses in Thailand, and which website package fits each one.",
    },
    hero: {
      eyebrow: "Solutions",
      title: "A website that fits the way you do business",
      lead: "Every business is different. Here is what we build for the customers we work with most, and the package that usually fits.",
    },
    listTitle: "Who we help",
    needLabel: "The challenge",
    getsLabel: "What you get",
    segments: {
      shops: {
        title: "Shops and online sellers",
        need: "Selling through chat apps and marketplaces works, but fees add up and orders get lost in messages.",
        gets: [
          "Your own online shop with cart and checkout",
          "PromptPay and bank-transfer payments",
          "An e-mail for every new order",
          "A catalogue you can update yourself",
        ],
      },
      restaurants: {
        title: "Restaurants and cafés",
        need: "Hungry customers search on their phones and decide in seconds.",
        gets: [
          "A menu that is easy to read on a phone",
          "Map, opening hours and one-tap calling",
          "Links to LINE, Facebook and your delivery apps",
          "A photo gallery that makes people want to visit",
        ],
      },
      clinics: {
        title: "Clinics, salons and wellness",
        need: "Patients and clients want to trust you before they book.",
        gets: [
          "Service and price pages that answer common questions",
          "Profiles of your team and their qualifications",
          "Booking or enquiry forms",
          "Thai and English for international clients",
        ],
      },
      freelancers: {
        title: "Freelancers and creatives",
        need: "A portfolio is often the first thing a new client asks for.",
        gets: [
          "A gallery of your best work",
          "About and services pages that sell your skills",
          "A contact form that goes straight to your inbox",
          "A web address on your own domain",
        ],
      },
      startups: {
        title: "Startups",
        need: "You need to look credible to customers and investors, and you need it fast.",
        gets: [
          "A custom landing page and product pages",
          "Analytics to see what works",
          "A blog for updates and launches",
          "A site that grows with your product",
        ],
      },
      tourism: {
        title: "Guesthouses and tourism",
        need: "Travellers compare options from abroad, often in English.",
        gets: [
          "Thai and English pages",
          "Room or tour galleries",
          "Enquiry forms and links to your booking platforms",
          "Clear directions and a map",
        ],
      },
    },
    cta: {
      title: "Not sure which package fits?",
      text: "Tell us about your business and we'll recommend one, free of charge and with no obligation.",
      primary: "Ask for a recommendation",
      secondary: "Compare packages",
    },
  },

  services: {
    meta: {
      title: "Website packages, add-ons and prices",
      description:
        "Starter, E-Commerce and Premium website packages from {{lowestPrice}}, with add-ons, maintenance plans from {{basicPlanPrice}} per month and simple payment terms.",
    },
    hero: {
      eyebrow: "Services and prices",
      title: "Everything you need for a professional website",
      lead: "Three packages with fixed prices, optional add-ons and maintenance plans. Prices are in Thai baht; US dollars are shown for reference only.",
    },
    packages: {
      eyebrow: "Packages",
      title: "Website packages",
      lead: "Every package includes a mobile-friendly design, free standard SSL and free basic hosting for the first {{freeHostingMonths}} months.",
      payInFull: "Pay in full",
      deposit: "Deposit to start",
    },
    addOns: {
      eyebrow: "Add-ons",
      title: "Add only what you need",
      lead: "Optional extras at fixed prices, for any package.",
    },
    maintenance: {
      eyebrow: "Maintenance plans",
      title: "Keep your site safe and up to date",
      lead: "Websites need care after launch: updates, backups and the occasional change. Choose a plan, or skip it and call us when you need us.",
    },
    payment: {
      eyebrow: "Payment terms",
      title: "Simple, fair payment terms",
      terms: [
        "Pay a {{depositPercent}} deposit to book your project; the other {{depositPercent}} is due before delivery.",
        "Pay in full up front and save {{discountPercent}}.",
        "Work starts within {{workStartsHours}} hours of payment confirmation.",
        "Pay by PromptPay, credit or debit card, or bank transfer.",
        "Free basic hosting for the first {{freeHostingMonths}} months with every package.",
      ],
      table: {
        caption: "What you pay for each package",
        package: "Package",
        price: "Price",
        payInFull: "Pay in full (save {{discountPercent}})",
        deposit: "{{depositPercent}} deposit to start",
      },
    },
    cta: {
      title: "Have a question about a package?",
      text: "We're happy to talk it through and help you choose, with no obligation.",
      primary: "Contact us",
      secondary: "See solutions by business",
    },
  },

  about: {
    meta: {
      title: "About us",
      description:
        "A small web-design studio for small businesses in Thailand: fixed prices, plain language and websites online in {{siteOnlineDays}} days.",
    },
    hero: {
      eyebrow: "About us",
      title: "A small studio for small businesses",
      lead: "We design and build websites for shops, restaurants, clinics, freelancers and startups across Thailand: quickly, affordably and without the jargon.",
    },
    story: {
      title: "Our story",
      paragraphs: [
        "We started the studio after meeting too many business owners who were stuck: quoted prices they couldn't afford, waiting months for a simple site, or left with a website nobody knew how to update.",
        "So we work differently. Clear packages with fixed prices. A focused process that gets a Starter site online within {{siteOnlineDays}} days. And a team that explains things in plain Thai or English and is still there after launch.",
        "Our clients would rather spend their time running their business than wrestling with technology. Our job is to make the website part easy.",
      ],
    },
    values: {
      eyebrow: "What we believe",
      title: "Our values",
      items: {
        honesty: {
          title: "Honest prices",
          text: "Fixed prices published on our site, and a written quote before any work starts.",
        },
        clarity: {
          title: "Plain language",
          text: "We explain choices in everyday words, so you can decide with confidence.",
        },
        care: {
          title: "Fast, with care",
          text: "Speed comes from a clear process, not from skipping testing.",
        },
        partnership: {
          title: "In it for the long run",
          text: "Your website should grow with your business, and we want to be there when it does.",
        },
      },
    },
    process: {
      eyebrow: "Our process",
      title: "How we work",
      lead: "The same clear steps for every project, so you always know what happens next.",
      steps: [
        {
          title: "Free consultation",
          text: "A short call or LINE chat to understand your business, your customers and what you need.",
        },
        {
          title: "Clear quote",
          text: "A fixed price and timeline in writing. Pay a {{depositPercent}} deposit, or pay in full and save {{discountPercent}}.",
        },
        {
          title: "Design",
          text: "Work starts within {{workStartsHours}} hours of payment confirmation. We plan your pages and show you the design before we build.",
        },
        {
          title: "Build and review",
          text: "We build your site, test it on phones and computers, and make the changes you ask for.",
        },
        {
          title: "Launch",
          text: "After the final payment your site goes live, with free basic hosting for the first {{freeHostingMonths}} months.",
        },
        {
          title: "Aftercare",
          text: "We show you how to make simple updates and stay on hand, or look after everything for you with a maintenance plan.",
        },
      ],
    },
    cta: {
      title: "Let's build your website together",
      text: "Tell us about your business. We'll reply with a recommendation, a fixed price and a timeline.",
      primary: "Contact us",
      secondary: "See packages",
    },
  },

  contact: {
    meta: {
      title: "Contact us",
      description:
        "Call, e-mail or message us on LINE about your website. We'll recommend a package and give you a fixed price and timeline, with no obligation.",
    },
    hero: {
      eyebrow: "Contact",
      title: "Let's talk about your website",
      lead: "Tell us about your business and what you need. We'll recommend a package and give you a clear price and timeline, with no obligation.",
    },
    selected: {
      note: "Mention it when you get in touch and we'll have the details ready.",
      change: "Compare packages",
    },
    details: {
      title: "Contact details",
      phone: "Phone",
      email: "E-mail",
      address: "Office",
      chat: "Chat and social media",
      line: "Chat with us on LINE",
      facebook: "Message us on Facebook",
      instagram: "Follow us on Instagram",
      opensInNewTab: "(opens in a new tab)",
    },
    hours: {
      title: "Business hours",
      closed:
        "Closed on public holidays and on days not listed above. Messages sent outside business hours are answered on the next business day.",
    },
    next: {
      title: "What happens next",
      steps: [
        "We reply with a few questions or a recommendation.",
        "You get a fixed price and timeline in writing.",
        "Work starts within {{workStartsHours}} hours of payment confirmation.",
      ],
    },
  },
};
