// The catalogue, testimonials and FAQ exactly as migration 0017 inserts them (what
// app/features/site-content/site-content.int.test.ts checks the reader returns on a fresh
// database), for unit tests that need a catalogue without a database.
import type { Catalogue } from "~/lib/pricing";
import type { SiteFaqEntry, SiteTestimonial } from "~/lib/site-content";

const defaults: { catalogue: Catalogue; testimonials: SiteTestimonial[]; faq: SiteFaqEntry[] } = {
  catalogue: {
    packages: [
      {
        id: "starter",
        priceSatang: 300000,
        priceUsdCents: 9900,
        delivery: {
          min: 5,
          max: 7,
          unit: "days",
        },
        pages: {
          count: 5,
          upTo: false,
        },
        featured: false,
        hidden: false,
        text: {
          en: {
            title: "Starter",
            subtitle: "A professional first website",
            description:
              "Everything a new business, freelancer or local shop needs to look credible online and win enquiries: who you are, what you offer and an easy way to reach you.",
            features: [
              "Mobile-friendly design in your brand colours",
              "Contact form, click-to-call and LINE buttons",
              "Google Maps location and opening hours",
              "Basic SEO: page titles, descriptions and a sitemap for Google",
              "Free standard SSL certificate (https)",
              "Free basic hosting for the first {{freeHostingMonths}} months",
            ],
          },
          th: {
            title: "Starter",
            subtitle: "เว็บไซต์แรกที่ดูเป็นมืออาชีพ",
            description:
              "ครบทุกอย่างที่ธุรกิจเปิดใหม่ ฟรีแลนซ์ หรือร้านค้าในชุมชนต้องมี เพื่อให้ลูกค้าเชื่อถือและติดต่อเข้ามา ทั้งเรื่องราวของคุณ สินค้าและบริการ และช่องทางติดต่อที่สะดวก",
            features: [
              "ดีไซน์รองรับมือถือ ใช้สีตามแบรนด์ของคุณ",
              "ฟอร์มติดต่อ ปุ่มโทรออก และปุ่ม LINE",
              "แผนที่ Google Maps และเวลาเปิดทำการ",
              "SEO พื้นฐาน: ชื่อหน้า คำอธิบาย และ sitemap สำหรับ Google",
              "ใบรับรอง SSL มาตรฐาน (https) ฟรี",
              "โฮสติ้งพื้นฐานฟรี {{freeHostingMonths}} เดือนแรก",
            ],
          },
        },
      },
      {
        id: "ecommerce",
        priceSatang: 450000,
        priceUsdCents: 14500,
        delivery: {
          min: 7,
          max: 10,
          unit: "days",
        },
        pages: {
          count: 5,
          upTo: false,
        },
        featured: true,
        hidden: false,
        text: {
          en: {
            title: "E-Commerce",
            subtitle: "Start selling online",
            description:
              "An online shop of your own, so customers can order any time of day and you keep the marketplace commission for yourself.",
            features: [
              "Everything in Starter",
              "Product catalogue with photos, prices and options",
              "Shopping cart and checkout",
              "PromptPay and bank transfer, plus cards through your payment provider",
              "Order notifications by e-mail",
              "Simple back office to add products and manage orders",
              "Product pages come from your catalogue and don't count towards your pages",
            ],
          },
          th: {
            title: "E-Commerce",
            subtitle: "เริ่มขายของออนไลน์",
            description: "ร้านค้าออนไลน์ของคุณเอง ลูกค้าสั่งซื้อได้ทุกเวลา และคุณไม่ต้องเสียค่าคอมมิชชันให้มาร์เก็ตเพลสในทุกออเดอร์",
            features: [
              "ทุกอย่างในแพ็กเกจ Starter",
              "แคตตาล็อกสินค้า พร้อมรูปภาพ ราคา และตัวเลือกสินค้า",
              "ตะกร้าสินค้าและระบบชำระเงิน",
              "รับชำระผ่านพร้อมเพย์และโอนเงิน รวมถึงบัตรผ่านผู้ให้บริการชำระเงินของคุณ",
              "แจ้งเตือนคำสั่งซื้อทางอีเมล",
              "หลังร้านใช้งานง่าย เพิ่มสินค้าและจัดการออเดอร์ได้เอง",
              "หน้าสินค้าสร้างจากแคตตาล็อกโดยอัตโนมัติ ไม่นับรวมในจำนวนหน้า",
            ],
          },
        },
      },
      {
        id: "premium",
        priceSatang: 1590000,
        priceUsdCents: 45500,
        delivery: {
          min: 10,
          max: 15,
          unit: "businessDays",
        },
        pages: {
          count: 10,
          upTo: true,
        },
        featured: false,
        hidden: false,
        text: {
          en: {
            title: "Premium",
            subtitle: "A custom site for a growing business",
            description:
              "A website designed from scratch around your brand and your customers, with room to grow: more pages, two languages and the tools to be found on Google.",
            features: [
              "Everything in Starter",
              "Custom design based on your brand identity",
              "Thai and English versions of every page",
              "Booking or quote-request forms that fit how you work",
              "Blog or news section you can update yourself",
              "On-page SEO for every page and Google Business Profile set-up",
              "Google Analytics and Search Console set up for you",
            ],
          },
          th: {
            title: "Premium",
            subtitle: "เว็บไซต์ออกแบบเฉพาะสำหรับธุรกิจที่กำลังเติบโต",
            description:
              "เว็บไซต์ที่ออกแบบใหม่ทั้งหมดตามแบรนด์และกลุ่มลูกค้าของคุณ พร้อมรองรับการเติบโต ทั้งจำนวนหน้าที่มากขึ้น สองภาษา และเครื่องมือที่ช่วยให้ลูกค้าค้นเจอคุณบน Google",
            features: [
              "ทุกอย่างในแพ็กเกจ Starter",
              "ออกแบบเฉพาะตามอัตลักษณ์แบรนด์ของคุณ",
              "ภาษาไทยและภาษาอังกฤษครบทุกหน้า",
              "ฟอร์มจองคิวหรือขอใบเสนอราคาที่เข้ากับวิธีทำงานของคุณ",
              "หน้าบล็อกหรือข่าวสารที่คุณอัปเดตได้เอง",
              "SEO ทุกหน้า และตั้งค่า Google Business Profile ให้",
              "ติดตั้ง Google Analytics และ Search Console ให้พร้อมใช้",
            ],
          },
        },
      },
    ],
    addOns: [
      {
        id: "domain",
        priceSatang: 45000,
        per: "year",
        maxQuantity: 10,
        hidden: false,
        text: {
          en: {
            name: "Domain registration",
            description: "Your own web address, such as yourshop.com, registered in your name.",
          },
          th: {
            name: "จดทะเบียนโดเมน",
            description: "ชื่อเว็บไซต์ของคุณเอง เช่น yourshop.com จดทะเบียนในชื่อของคุณ",
          },
        },
      },
      {
        id: "extraPage",
        priceSatang: 59000,
        per: "page",
        maxQuantity: 50,
        hidden: false,
        text: {
          en: {
            name: "Extra page",
            description:
              "Need more than your package includes? Add pages one at a time, designed to match the rest of your site.",
          },
          th: {
            name: "หน้าเพิ่มเติม",
            description: "ต้องการมากกว่าที่แพ็กเกจมีให้? เพิ่มได้ทีละหน้า ออกแบบให้เข้ากับหน้าอื่นๆ ของเว็บไซต์",
          },
        },
      },
      {
        id: "premiumSsl",
        priceSatang: 99000,
        per: "year",
        maxQuantity: 10,
        hidden: false,
        text: {
          en: {
            name: "Premium SSL",
            description:
              "Every site already gets free standard SSL. Choose a business-validated certificate if you take payments or handle personal data.",
          },
          th: {
            name: "Premium SSL",
            description: "ทุกเว็บไซต์ได้ SSL มาตรฐานฟรีอยู่แล้ว เลือกใบรับรองแบบยืนยันตัวตนธุรกิจ หากคุณรับชำระเงินหรือจัดเก็บข้อมูลส่วนบุคคล",
          },
        },
      },
      {
        id: "logo",
        priceSatang: 199000,
        per: "once",
        maxQuantity: 1,
        hidden: false,
        text: {
          en: {
            name: "Logo design",
            description:
              "A clean, professional logo in colour and black and white, ready for your website, social media and signs.",
          },
          th: {
            name: "ออกแบบโลโก้",
            description: "โลโก้ที่เรียบง่ายและดูเป็นมืออาชีพ ทั้งแบบสีและขาวดำ พร้อมใช้บนเว็บไซต์ โซเชียลมีเดีย และป้ายร้าน",
          },
        },
      },
    ],
    plans: [
      {
        id: "basic",
        monthlySatang: 99000,
        hidden: false,
        text: {
          en: {
            name: "Basic",
            description: "Peace of mind for a simple site.",
            features: ["Software and security updates", "Monthly backups", "Uptime monitoring", "Small text and photo changes"],
          },
          th: {
            name: "Basic",
            description: "อุ่นใจสำหรับเว็บไซต์ทั่วไป",
            features: [
              "อัปเดตซอฟต์แวร์และความปลอดภัย",
              "สำรองข้อมูลทุกเดือน",
              "ตรวจสอบว่าเว็บไซต์ออนไลน์ตลอดเวลา",
              "แก้ไขข้อความและรูปภาพเล็กน้อย",
            ],
          },
        },
      },
      {
        id: "professional",
        monthlySatang: 199000,
        hidden: false,
        text: {
          en: {
            name: "Professional",
            description: "For businesses that update their site often.",
            features: [
              "Everything in Basic",
              "Weekly backups",
              "Regular content updates, including new products and promotions",
              "Monthly visitor report",
              "Priority support by LINE and e-mail",
            ],
          },
          th: {
            name: "Professional",
            description: "สำหรับธุรกิจที่อัปเดตเว็บไซต์บ่อย",
            features: [
              "ทุกอย่างในแผน Basic",
              "สำรองข้อมูลทุกสัปดาห์",
              "อัปเดตเนื้อหาสม่ำเสมอ รวมถึงสินค้าใหม่และโปรโมชัน",
              "รายงานผู้เข้าชมรายเดือน",
              "ได้รับการดูแลเป็นลำดับแรกทาง LINE และอีเมล",
            ],
          },
        },
      },
      {
        id: "enterprise",
        monthlySatang: 349000,
        hidden: false,
        text: {
          en: {
            name: "Enterprise",
            description: "For shops and busy sites that can't afford to be down.",
            features: [
              "Everything in Professional",
              "Daily backups",
              "Monthly speed and SEO check-up",
              "Help planning and building new sections and campaigns",
              "Fastest response for urgent issues",
            ],
          },
          th: {
            name: "Enterprise",
            description: "สำหรับร้านค้าและเว็บไซต์ที่มีผู้ใช้งานมาก และปล่อยให้เว็บล่มไม่ได้",
            features: [
              "ทุกอย่างในแผน Professional",
              "สำรองข้อมูลทุกวัน",
              "ตรวจความเร็วและ SEO ทุกเดือน",
              "ช่วยวางแผนและสร้างส่วนใหม่ของเว็บไซต์และแคมเปญต่างๆ",
              "ตอบสนองเร็วที่สุดเมื่อมีปัญหาเร่งด่วน",
            ],
          },
        },
      },
    ],
  },
  testimonials: [
    {
      id: 1,
      text: {
        en: {
          name: "Ploy Wongsawat",
          jobTitle: "Owner",
          company: "Baan Ploy Bakery",
          quote:
            "Before, we only had a Facebook page. Now people find our cakes on Google and order through the website. The team explained everything in plain Thai and the site was ready within a week.",
        },
        th: {
          name: "พลอย วงศ์สวัสดิ์",
          jobTitle: "เจ้าของร้าน",
          company: "บ้านพลอยเบเกอรี่",
          quote:
            "แต่ก่อนเรามีแค่เพจเฟซบุ๊ก ตอนนี้ลูกค้าค้นเจอร้านเราใน Google และสั่งเค้กผ่านเว็บไซต์ได้เลย ทีมงานอธิบายทุกอย่างเป็นภาษาที่เข้าใจง่าย และเว็บไซต์เสร็จภายในหนึ่งสัปดาห์",
        },
      },
    },
    {
      id: 2,
      text: {
        en: {
          name: "Thanakorn Ruangsri",
          jobTitle: "Freelance photographer",
          company: "Thanakorn Photo",
          quote:
            "I needed a portfolio that looked as good as my photos without paying big-agency prices. The Starter package was exactly that, and clients now book me straight from the contact form.",
        },
        th: {
          name: "ธนากร เรืองศรี",
          jobTitle: "ช่างภาพฟรีแลนซ์",
          company: "Thanakorn Photo",
          quote:
            "ผมอยากได้พอร์ตโฟลิโอที่ดูดีเท่ากับผลงาน โดยไม่ต้องจ่ายแพงแบบเอเจนซี่ใหญ่ แพ็กเกจ Starter ตอบโจทย์พอดี ตอนนี้ลูกค้าจองงานผ่านฟอร์มติดต่อบนเว็บไซต์ได้เลย",
        },
      },
    },
  ],
  faq: [
    {
      id: 1,
      text: {
        en: {
          question: "How fast can my website be online?",
          answer:
            "A Starter site is online within {{siteOnlineDays}} days ({{starterDelivery}}) of receiving your text and photos. E-Commerce takes {{ecommerceDelivery}} and Premium {{premiumDelivery}}, because there is more to build and test. We agree the schedule with you before we start.",
        },
        th: {
          question: "เว็บไซต์จะออนไลน์ได้เร็วแค่ไหน?",
          answer:
            "แพ็กเกจ Starter ออนไลน์ได้ภายใน {{siteOnlineDays}} วัน ({{starterDelivery}}) นับจากวันที่เราได้รับข้อความและรูปภาพจากคุณ ส่วนแพ็กเกจ E-Commerce ใช้เวลา {{ecommerceDelivery}} และ Premium ใช้เวลา {{premiumDelivery}} เพราะมีส่วนที่ต้องพัฒนาและทดสอบมากกว่า เราจะตกลงกำหนดการกับคุณก่อนเริ่มงานเสมอ",
        },
      },
    },
    {
      id: 2,
      text: {
        en: {
          question: "How much does an online shop cost?",
          answer:
            "Our E-Commerce package is {{ecommercePrice}} (about {{ecommercePriceUsd}}), a one-time price that includes your shop, checkout, {{ecommercePages}} and free basic hosting for the first {{freeHostingMonths}} months. A domain, extra pages and a logo are optional add-ons with fixed prices.",
        },
        th: {
          question: "ทำร้านค้าออนไลน์ราคาเท่าไร?",
          answer:
            "แพ็กเกจ E-Commerce ราคา {{ecommercePrice}} (ประมาณ {{ecommercePriceUsd}}) จ่ายครั้งเดียว รวมร้านค้าออนไลน์และระบบชำระเงิน หน้าเว็บ {{ecommercePages}} และโฮสติ้งพื้นฐานฟรี {{freeHostingMonths}} เดือนแรก ส่วนโดเมน หน้าเพิ่มเติม และโลโก้ เป็นบริการเสริมที่เลือกได้ในราคาคงที่",
        },
      },
    },
    {
      id: 3,
      text: {
        en: {
          question: "How does payment work?",
          answer:
            "Pay a {{depositPercent}} deposit to start and the remaining {{depositPercent}} before delivery, or pay in full up front and save {{discountPercent}}. We accept PromptPay, credit and debit cards, and bank transfer. Work starts within {{workStartsHours}} hours of payment confirmation.",
        },
        th: {
          question: "ชำระเงินอย่างไร?",
          answer:
            "ชำระมัดจำ {{depositPercent}} เพื่อเริ่มงาน แล้วชำระอีก {{depositPercent}} ก่อนส่งมอบ หรือชำระเต็มจำนวนล่วงหน้าเพื่อรับส่วนลด {{discountPercent}} เรารับชำระผ่านพร้อมเพย์ บัตรเครดิตและบัตรเดบิต และโอนเงินผ่านธนาคาร โดยเริ่มงานภายใน {{workStartsHours}} ชั่วโมงหลังยืนยันการชำระเงิน",
        },
      },
    },
    {
      id: 4,
      text: {
        en: {
          question: "Is hosting included?",
          answer:
            "Yes. Every package includes free basic hosting for the first {{freeHostingMonths}} months. Before it ends we'll remind you and explain your options: renew with us, or move your site to any host you like.",
        },
        th: {
          question: "รวมค่าโฮสติ้งหรือไม่?",
          answer:
            "รวมแล้ว ทุกแพ็กเกจได้โฮสติ้งพื้นฐานฟรี {{freeHostingMonths}} เดือนแรก ก่อนครบกำหนดเราจะแจ้งเตือนและอธิบายทางเลือกให้ จะต่ออายุกับเราหรือย้ายไปผู้ให้บริการรายอื่นก็ได้ตามสะดวก",
        },
      },
    },
    {
      id: 5,
      text: {
        en: {
          question: "Do I need my own domain name?",
          answer:
            "If you already have one, we'll connect it for you. If not, we can register one in your name for {{domainPrice}} per year.",
        },
        th: {
          question: "ต้องมีโดเมนของตัวเองไหม?",
          answer: "หากคุณมีโดเมนอยู่แล้ว เราจะเชื่อมต่อให้ หากยังไม่มี เราจดโดเมนในชื่อของคุณให้ได้ในราคา {{domainPrice}} ต่อปี",
        },
      },
    },
    {
      id: 6,
      text: {
        en: {
          question: "What do I need to prepare?",
          answer:
            "Your logo, a short description of your business, your services or products, photos and contact details. No logo yet? Our logo design add-on is {{logoPrice}}. Not sure what to write? We'll guide you with simple questions.",
        },
        th: {
          question: "ต้องเตรียมอะไรบ้าง?",
          answer:
            "โลโก้ คำอธิบายธุรกิจสั้นๆ สินค้าหรือบริการ รูปภาพ และข้อมูลติดต่อ ยังไม่มีโลโก้? บริการออกแบบโลโก้ของเราราคา {{logoPrice}} ไม่รู้จะเขียนอะไรดี? เราจะช่วยด้วยคำถามง่ายๆ ทีละข้อ",
        },
      },
    },
    {
      id: 7,
      text: {
        en: {
          question: "Can I change my website after launch?",
          answer:
            "Of course. Ask us for changes whenever you need them, or choose a maintenance plan from {{basicPlanPrice}} per month that covers updates, backups and security. E-Commerce and Premium sites also let you manage products or blog posts yourself.",
        },
        th: {
          question: "แก้ไขเว็บไซต์หลังเปิดใช้งานได้ไหม?",
          answer:
            "ได้แน่นอน แจ้งเราได้ทุกเมื่อที่ต้องการแก้ไข หรือเลือกแผนดูแลเว็บไซต์เริ่มต้น {{basicPlanPrice}} ต่อเดือน ซึ่งครอบคลุมการอัปเดต การสำรองข้อมูล และความปลอดภัย เว็บไซต์แพ็กเกจ E-Commerce และ Premium ยังจัดการสินค้าหรือบทความได้ด้วยตัวเอง",
        },
      },
    },
    {
      id: 8,
      text: {
        en: {
          question: "Can my website be in Thai and English?",
          answer:
            "Yes. The Premium package includes Thai and English versions of every page. Starter and E-Commerce sites are built in one language of your choice; ask us if you need a second one.",
        },
        th: {
          question: "ทำเว็บไซต์ภาษาไทยและภาษาอังกฤษได้ไหม?",
          answer:
            "ได้ แพ็กเกจ Premium มีทั้งภาษาไทยและภาษาอังกฤษครบทุกหน้า ส่วนแพ็กเกจ Starter และ E-Commerce จะทำเป็นภาษาเดียวตามที่คุณเลือก หากต้องการภาษาที่สองสอบถามเราได้เลย",
        },
      },
    },
  ],
};

/** A fresh copy of the default catalogue: change it freely. */
export function defaultCatalogue(): Catalogue {
  return structuredClone(defaults.catalogue);
}

export function defaultTestimonials(): SiteTestimonial[] {
  return structuredClone(defaults.testimonials);
}

export function defaultFaq(): SiteFaqEntry[] {
  return structuredClone(defaults.faq);
}

/** The default catalogue with one package changed (hidden, repriced...). */
export function catalogueWithPackage(id: string, changes: Partial<Catalogue["packages"][number]>): Catalogue {
  const catalogue = defaultCatalogue();
  catalogue.packages = catalogue.packages.map((row) => (row.id === id ? { ...row, ...changes } : row));
  return catalogue;
}

/** The default catalogue with one add-on changed. */
export function catalogueWithAddOn(id: string, changes: Partial<Catalogue["addOns"][number]>): Catalogue {
  const catalogue = defaultCatalogue();
  catalogue.addOns = catalogue.addOns.map((row) => (row.id === id ? { ...row, ...changes } : row));
  return catalogue;
}
