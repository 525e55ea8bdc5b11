// Demo content: the specification's three sample articles (ids 1 to 3) in English and Thai, and
// their categories. They quote the prices migration 0017 puts in the catalogue (below), as an
// article written that day would; the seed's test checks them against the migrated rows. The HTML
// uses only the tags the article sanitiser keeps (app/features/blog/article-html.server.ts).
import { localeFor, type Language } from "~/i18n/config";
import { formatMoney, fullPaymentPrice, terms } from "~/lib/pricing";

/** The catalogue's rows as migration 0017 inserts them: what the articles quote. */
const launchPrices = {
  packages: {
    starter: { priceSatang: 300000, delivery: { min: 5, max: 7, unit: "days" }, pages: { count: 5, upTo: false } },
    ecommerce: { priceSatang: 450000, delivery: { min: 7, max: 10, unit: "days" }, pages: { count: 5, upTo: false } },
    premium: { priceSatang: 1590000, delivery: { min: 10, max: 15, unit: "businessDays" }, pages: { count: 10, upTo: true } },
  },
  addOns: { domain: 45000, extraPage: 59000, premiumSsl: 99000, logo: 199000 },
  plans: { basic: 99000, professional: 199000, enterprise: 349000 },
} as const;
type PackageId = keyof typeof launchPrices.packages;
type AddOnId = keyof typeof launchPrices.addOns;

export interface SampleArticleText {
  title: string;
  excerpt: string;
  content: string;
  seoTitle: string;
  seoDescription: string;
  coverImageAlt: string;
}

export interface SampleArticle {
  id: number;
  slug: string;
  categoryId: string;
  authorName: string;
  /** No external images: the pages draw a placeholder until someone uploads a cover. */
  coverImageUrl: string | null;
  createdAt: string;
  translations: Record<Language, SampleArticleText>;
}

export interface SampleCategory {
  id: string;
  names: Record<Language, string>;
}

export const sampleCategories: SampleCategory[] = [
  { id: "pricing", names: { en: "Pricing", th: "ราคาและงบประมาณ" } },
  { id: "marketing", names: { en: "Online marketing", th: "การตลาดออนไลน์" } },
  { id: "guides", names: { en: "Guides", th: "คู่มือธุรกิจ" } },
];

const authorName = "Siam Web Studio team";
const costArticleSlug = "small-business-website-cost-thailand-2026";

/** Figures quoted by the articles, formatted for one language. */
function figures(language: Language) {
  const money = (minor: number) => formatMoney(minor, terms.currency, localeFor(language));
  const addOn = (id: AddOnId) => money(launchPrices.addOns[id]);
  const units = {
    en: { days: "days", businessDays: "business days" },
    th: { days: "วัน", businessDays: "วันทำการ" },
  } as const;
  const pkg = (id: PackageId) => {
    const { priceSatang, delivery } = launchPrices.packages[id];
    const pages: { count: number; upTo: boolean } = launchPrices.packages[id].pages;
    const pageCount =
      language === "th"
        ? `${pages.upTo ? "สูงสุด\u00a0" : ""}${pages.count}\u00a0หน้า`
        : `${pages.upTo ? "up to " : ""}${pages.count}\u00a0${pages.count === 1 ? "page" : "pages"}`;
    return {
      price: money(priceSatang),
      fullPaymentPrice: money(fullPaymentPrice(priceSatang)),
      delivery: `${delivery.min}–${delivery.max}\u00a0${units[language][delivery.unit]}`,
      pages: pageCount,
    };
  };
  return {
    starter: pkg("starter"),
    ecommerce: pkg("ecommerce"),
    premium: pkg("premium"),
    domain: addOn("domain"),
    extraPage: addOn("extraPage"),
    logo: addOn("logo"),
    maintenanceFrom: money(Math.min(...Object.values(launchPrices.plans))),
    freeHostingMonths: terms.freeHostingMonths,
    deposit: `${terms.depositPercent}%`,
    discount: `${terms.fullPaymentDiscountPercent}%`,
    workStartsHours: terms.workStartsWithinHours,
  };
}

const en = figures("en");
const th = figures("th");

const websiteCost: SampleArticle = {
  id: 1,
  slug: costArticleSlug,
  categoryId: "pricing",
  authorName,
  coverImageUrl: null,
  createdAt: "2026-08-18T09:00:00+07:00",
  translations: {
    en: {
      title: "How much does a small-business website cost in Thailand in 2026?",
      excerpt:
        "From website builders to custom agency projects: what each option really costs, the costs people forget, and how to choose without paying for things you don’t need.",
      seoTitle: "Small-business website cost in Thailand (2026 guide)",
      seoDescription:
        "What a small-business website in Thailand costs in 2026: builders, freelancers, fixed-price packages and custom projects, plus the costs people forget.",
      coverImageAlt: "A shop owner comparing website price quotes on a laptop at the counter",
      content: `<p>“How much does a website cost?” is the first question almost every business owner asks us, and the honest answer is that it depends on what the website has to do for you. A page that tells people where you are and when you’re open is a very different job from an online shop that takes payments at three in the morning.</p>
<p>This guide explains the four usual ways to get a website in Thailand, what each one really costs once you add everything up, and the questions to ask before you pay anyone, including us.</p>
<h2>Four ways to get a website</h2>
<h3>1. Build it yourself with a website builder</h3>
<p>Online builders let you put a site together from a template by dragging and dropping. The monthly subscription looks small, and for a hobby or a short-lived project it can be enough. The real price is your time: learning the tool, writing the text, resizing photos and fixing the layout on phones. And if you stop paying, the site disappears, and moving it elsewhere usually means starting again.</p>
<h3>2. Hire a freelancer</h3>
<p>A good freelancer can build a solid site at a fair price. Prices vary widely, so compare what is included rather than the headline figure. Ask who will fix problems after launch, who registers the domain, and what happens if the freelancer gets busy with other clients or moves on.</p>
<h3>3. Choose a fixed-price package</h3>
<p>A package tells you the price, the number of pages and the delivery time before you start. This is the model we use, because small businesses tell us that surprise costs are what they fear most. You give up a little freedom in exchange: a package covers what most businesses need, and anything beyond it is priced separately, in advance.</p>
<h3>4. Commission a custom project</h3>
<p>Larger agencies design and build everything from scratch and manage the project for you. For a company with complex needs, such as a connection to its stock or accounting system, this is the right choice. Quotes often run to tens or even hundreds of thousands of baht, and projects take months rather than weeks.</p>
<h2>What our packages cost</h2>
<p>Our prices are fixed and published, so you can compare them with any quote you receive:</p>
<ul>
<li><strong>Starter, ${en.starter.price}:</strong> a professional site of ${en.starter.pages}, online in ${en.starter.delivery}. For shops, freelancers and service businesses that want to be found and contacted.</li>
<li><strong>E-Commerce, ${en.ecommerce.price}:</strong> an online shop with a cart, checkout and ${en.ecommerce.pages}, ready in ${en.ecommerce.delivery}.</li>
<li><strong>Premium, ${en.premium.price}:</strong> a custom design of ${en.premium.pages} in Thai and English, delivered in ${en.premium.delivery}.</li>
</ul>
<p>Every package includes free basic hosting for the first ${en.freeHostingMonths} months and a free standard SSL certificate, so your address starts with https and browsers don’t warn your visitors.</p>
<h2>The costs people forget</h2>
<p>The build is only part of the bill. Before you compare quotes, add these up for the first year and for the years after it:</p>
<ul>
<li><strong>Your domain name.</strong> An address such as yourshop.com is renewed every year; we register one in your name for ${en.domain} per year.</li>
<li><strong>Hosting after the first year.</strong> Ask what it will cost before you sign, not when the first renewal arrives.</li>
<li><strong>Changes and maintenance.</strong> Software needs updates, and prices, menus and opening hours change. Our maintenance plans start at ${en.maintenanceFrom} per month, or you can ask for changes only when you need them.</li>
<li><strong>Extra pages and a logo.</strong> An extra page is ${en.extraPage}; a logo, if you don’t have one yet, is ${en.logo}.</li>
<li><strong>Payment fees.</strong> An online shop that takes cards pays the payment provider a fee on each payment, so build it into your prices.</li>
<li><strong>Your own time.</strong> Someone has to write about your business and take good photos. It makes more difference to the result than any design.</li>
</ul>
<blockquote><p>A cheap website that nobody can find, or that you can’t update when your prices change, is the most expensive kind: you pay for it and it brings you nothing.</p></blockquote>
<h2>How to choose without overspending</h2>
<ol>
<li><strong>Write down the one job the website must do.</strong> More phone calls? Bookings? Online orders? That decides the rest.</li>
<li><strong>Count the pages you really need.</strong> Most small businesses need a home page, their services or products, an about page and a contact page.</li>
<li><strong>Make sure you own your domain and your content.</strong> The domain should be registered in your name, and you should be free to move your site elsewhere.</li>
<li><strong>Ask what happens after launch.</strong> Who fixes things, how quickly, and at what price?</li>
<li><strong>Get a fixed price and a delivery date in writing.</strong> Be wary of any quote that cannot say what is included.</li>
</ol>
<h2>How payment works with us</h2>
<p>You can pay a ${en.deposit} deposit to start and the rest before delivery, or pay in full up front and save ${en.discount}; for the Starter package that brings the price down to ${en.starter.fullPaymentPrice}. We accept PromptPay, credit and debit cards and bank transfer, and work starts within ${en.workStartsHours} hours of payment confirmation.</p>
<p>Compare every package, add-on and maintenance plan on our <a href="/services">services page</a>. If you’re still not sure which one fits, <a href="/contact">tell us about your business</a> and we’ll recommend one, with a fixed price and a timeline.</p>`,
    },
    th: {
      title: "ทำเว็บไซต์ธุรกิจขนาดเล็กปี 2569 ต้องใช้งบเท่าไร?",
      excerpt:
        "ตั้งแต่เครื่องมือสร้างเว็บไซต์สำเร็จรูปไปจนถึงงานออกแบบเฉพาะกับเอเจนซี่ แต่ละทางเลือกมีค่าใช้จ่ายจริงเท่าไร มีค่าใช้จ่ายอะไรที่คนมักลืม และจะเลือกอย่างไรไม่ให้จ่ายเกินความจำเป็น",
      seoTitle: "ทำเว็บไซต์ธุรกิจขนาดเล็ก ราคาเท่าไร (คู่มือปี 2569)",
      seoDescription:
        "ค่าทำเว็บไซต์สำหรับธุรกิจขนาดเล็กในไทยปี 2569 เปรียบเทียบการทำเอง จ้างฟรีแลนซ์ แพ็กเกจราคาคงที่ และงานออกแบบเฉพาะ พร้อมค่าใช้จ่ายรายปีที่หลายคนมองข้าม",
      coverImageAlt: "เจ้าของร้านกำลังเปรียบเทียบใบเสนอราคาทำเว็บไซต์บนแล็ปท็อปที่เคาน์เตอร์ร้าน",
      content: `<p>“ทำเว็บไซต์ราคาเท่าไร?” เป็นคำถามแรกที่เจ้าของธุรกิจแทบทุกคนถามเรา และคำตอบที่ตรงไปตรงมาที่สุดคือ ขึ้นอยู่กับว่าคุณต้องการให้เว็บไซต์ทำอะไรให้ธุรกิจ หน้าเว็บที่บอกลูกค้าว่าร้านอยู่ที่ไหนและเปิดกี่โมง เป็นงานคนละแบบกับร้านค้าออนไลน์ที่รับชำระเงินได้แม้ตอนตีสาม</p>
<p>บทความนี้อธิบายสี่วิธีที่นิยมในการทำเว็บไซต์ในประเทศไทย ค่าใช้จ่ายจริงของแต่ละวิธีเมื่อรวมทุกอย่างแล้ว และคำถามที่ควรถามก่อนจ่ายเงินให้ใครก็ตาม รวมถึงเราด้วย</p>
<h2>สี่วิธีในการมีเว็บไซต์</h2>
<h3>1. ทำเองด้วยเครื่องมือสร้างเว็บไซต์</h3>
<p>เครื่องมือสร้างเว็บไซต์ออนไลน์ช่วยให้คุณลากและวางองค์ประกอบบนเทมเพลตจนได้เว็บไซต์ ค่าบริการรายเดือนดูไม่แพง และสำหรับงานอดิเรกหรือโปรเจกต์ระยะสั้นก็อาจเพียงพอ แต่ราคาที่แท้จริงคือเวลาของคุณ ทั้งการเรียนรู้เครื่องมือ การเขียนข้อความ การปรับขนาดรูป และการแก้หน้าตาเว็บให้แสดงผลดีบนมือถือ และถ้าหยุดจ่าย เว็บไซต์ก็หายไป และการย้ายไปที่อื่นมักหมายถึงการเริ่มต้นใหม่ทั้งหมด</p>
<h3>2. จ้างฟรีแลนซ์</h3>
<p>ฟรีแลนซ์ฝีมือดีทำเว็บไซต์คุณภาพดีได้ในราคาที่เหมาะสม แต่ราคาในตลาดต่างกันมาก จึงควรเปรียบเทียบว่าราคานั้นรวมอะไรบ้าง มากกว่าดูแค่ตัวเลข ลองถามว่าใครจะแก้ไขปัญหาให้หลังเว็บไซต์ออนไลน์ ใครเป็นผู้จดโดเมน และจะเกิดอะไรขึ้นถ้าฟรีแลนซ์ติดงานลูกค้ารายอื่นหรือเลิกรับงานไป</p>
<h3>3. เลือกแพ็กเกจราคาคงที่</h3>
<p>แพ็กเกจบอกราคา จำนวนหน้า และระยะเวลาส่งมอบให้คุณรู้ตั้งแต่ก่อนเริ่มงาน นี่คือรูปแบบที่เราใช้ เพราะธุรกิจขนาดเล็กบอกเราว่าสิ่งที่กังวลที่สุดคือค่าใช้จ่ายที่ไม่คาดคิด สิ่งที่ต้องแลกคือความยืดหยุ่นที่น้อยลงเล็กน้อย แพ็กเกจครอบคลุมสิ่งที่ธุรกิจส่วนใหญ่ต้องการ ส่วนงานที่เกินจากนั้นจะคิดราคาแยกและแจ้งให้ทราบล่วงหน้า</p>
<h3>4. จ้างทำโปรเจกต์แบบออกแบบเฉพาะ</h3>
<p>เอเจนซี่ขนาดใหญ่จะออกแบบและพัฒนาทุกอย่างขึ้นใหม่ทั้งหมด พร้อมบริหารโปรเจกต์ให้คุณ สำหรับบริษัทที่มีความต้องการซับซ้อน เช่น ต้องเชื่อมต่อกับระบบสต็อกหรือระบบบัญชี นี่คือทางเลือกที่เหมาะสม ใบเสนอราคามักอยู่ในหลักหมื่นไปจนถึงหลักแสนบาท และใช้เวลาเป็นเดือนมากกว่าเป็นสัปดาห์</p>
<h2>แพ็กเกจของเราราคาเท่าไร</h2>
<p>ราคาของเราคงที่และเปิดเผยบนเว็บไซต์ คุณจึงนำไปเปรียบเทียบกับใบเสนอราคาจากที่อื่นได้ทันที</p>
<ul>
<li><strong>Starter ${th.starter.price}:</strong> เว็บไซต์ที่ดูเป็นมืออาชีพ ${th.starter.pages} ออนไลน์ได้ใน ${th.starter.delivery} เหมาะกับร้านค้า ฟรีแลนซ์ และธุรกิจบริการที่อยากให้ลูกค้าค้นเจอและติดต่อได้ง่าย</li>
<li><strong>E-Commerce ${th.ecommerce.price}:</strong> ร้านค้าออนไลน์พร้อมตะกร้าสินค้า ระบบชำระเงิน และ ${th.ecommerce.pages} พร้อมใช้งานใน ${th.ecommerce.delivery}</li>
<li><strong>Premium ${th.premium.price}:</strong> เว็บไซต์ออกแบบเฉพาะ ${th.premium.pages} ทั้งภาษาไทยและภาษาอังกฤษ ส่งมอบใน ${th.premium.delivery}</li>
</ul>
<p>ทุกแพ็กเกจรวมโฮสติ้งพื้นฐานฟรี ${th.freeHostingMonths} เดือนแรก และใบรับรอง SSL มาตรฐานฟรี ที่อยู่เว็บไซต์ของคุณจึงขึ้นต้นด้วย https และเบราว์เซอร์จะไม่แสดงคำเตือนกับผู้เข้าชม</p>
<h2>ค่าใช้จ่ายที่หลายคนลืมนึกถึง</h2>
<p>ค่าทำเว็บไซต์เป็นเพียงส่วนหนึ่งของค่าใช้จ่ายทั้งหมด ก่อนเปรียบเทียบใบเสนอราคา ลองรวมค่าใช้จ่ายเหล่านี้ทั้งในปีแรกและปีต่อๆ ไป</p>
<ul>
<li><strong>ชื่อโดเมน</strong> ที่อยู่เว็บไซต์อย่าง yourshop.com ต้องต่ออายุทุกปี เราจดโดเมนในชื่อของคุณให้ในราคา ${th.domain} ต่อปี</li>
<li><strong>ค่าโฮสติ้งหลังปีแรก</strong> ควรถามให้ชัดก่อนตกลงจ้าง ไม่ใช่รอจนใบแจ้งต่ออายุมาถึง</li>
<li><strong>ค่าแก้ไขและดูแลเว็บไซต์</strong> ซอฟต์แวร์ต้องอัปเดตอยู่เสมอ ส่วนราคา เมนู และเวลาเปิดทำการก็เปลี่ยนได้ แผนดูแลเว็บไซต์ของเราเริ่มต้นที่ ${th.maintenanceFrom} ต่อเดือน หรือจะแจ้งให้เราแก้ไขเฉพาะเมื่อต้องการก็ได้</li>
<li><strong>หน้าเพิ่มเติมและโลโก้</strong> หน้าเพิ่มเติมราคาหน้าละ ${th.extraPage} ส่วนโลโก้ หากยังไม่มี ราคา ${th.logo}</li>
<li><strong>ค่าธรรมเนียมการชำระเงิน</strong> ร้านค้าออนไลน์ที่รับชำระด้วยบัตรต้องเสียค่าธรรมเนียมให้ผู้ให้บริการชำระเงินทุกครั้งที่มีการจ่าย จึงควรคิดรวมไว้ในราคาสินค้า</li>
<li><strong>เวลาของคุณเอง</strong> ต้องมีคนเขียนเล่าเรื่องธุรกิจและถ่ายรูปดีๆ ให้เว็บไซต์ ส่วนนี้ส่งผลต่อผลลัพธ์มากกว่างานดีไซน์ใดๆ</li>
</ul>
<blockquote><p>เว็บไซต์ราคาถูกที่ไม่มีใครค้นเจอ หรือแก้ไขไม่ได้เมื่อราคาสินค้าเปลี่ยน คือเว็บไซต์ที่แพงที่สุด เพราะคุณจ่ายเงินไปแล้วแต่ไม่ได้อะไรกลับมาเลย</p></blockquote>
<h2>เลือกอย่างไรไม่ให้จ่ายเกินความจำเป็น</h2>
<ol>
<li><strong>เขียนให้ชัดว่าเว็บไซต์ต้องทำหน้าที่หลักอะไร</strong> ให้ลูกค้าโทรมามากขึ้น รับจองคิว หรือรับคำสั่งซื้อออนไลน์ คำตอบข้อนี้จะกำหนดเกือบทุกอย่างที่เหลือ</li>
<li><strong>นับจำนวนหน้าที่จำเป็นจริงๆ</strong> ธุรกิจขนาดเล็กส่วนใหญ่ต้องการหน้าแรก หน้าบริการหรือสินค้า หน้าเกี่ยวกับเรา และหน้าติดต่อ</li>
<li><strong>ตรวจสอบว่าคุณเป็นเจ้าของโดเมนและเนื้อหา</strong> โดเมนควรจดทะเบียนในชื่อของคุณ และคุณควรย้ายเว็บไซต์ไปที่อื่นได้เมื่อต้องการ</li>
<li><strong>ถามว่าหลังเว็บไซต์ออนไลน์แล้วจะเป็นอย่างไร</strong> ใครเป็นคนแก้ไขเมื่อมีปัญหา ใช้เวลานานแค่ไหน และคิดค่าใช้จ่ายเท่าไร</li>
<li><strong>ขอราคาคงที่และวันส่งมอบเป็นลายลักษณ์อักษร</strong> ระวังใบเสนอราคาที่บอกไม่ได้ว่ารวมอะไรบ้าง</li>
</ol>
<h2>การชำระเงินกับเรา</h2>
<p>คุณเลือกชำระมัดจำ ${th.deposit} เพื่อเริ่มงานแล้วชำระส่วนที่เหลือก่อนส่งมอบ หรือชำระเต็มจำนวนล่วงหน้าเพื่อรับส่วนลด ${th.discount} ก็ได้ สำหรับแพ็กเกจ Starter ราคาจะลดเหลือ ${th.starter.fullPaymentPrice} เรารับชำระผ่านพร้อมเพย์ บัตรเครดิตและบัตรเดบิต และการโอนเงินผ่านธนาคาร และเริ่มงานภายใน ${th.workStartsHours} ชั่วโมงหลังยืนยันการชำระเงิน</p>
<p>ดูรายละเอียดและเปรียบเทียบทุกแพ็กเกจ บริการเสริม และแผนดูแลเว็บไซต์ได้ที่<a href="/services">หน้าบริการ</a> หากยังไม่แน่ใจว่าแพ็กเกจไหนเหมาะกับคุณ <a href="/contact">เล่าเรื่องธุรกิจของคุณให้เราฟัง</a> แล้วเราจะแนะนำแพ็กเกจที่เหมาะสม พร้อมราคาคงที่และระยะเวลาทำงาน</p>`,
    },
  },
};

const googleChecklist: SampleArticle = {
  id: 2,
  slug: "google-maps-and-search-checklist-for-thai-shops",
  categoryId: "marketing",
  authorName,
  coverImageUrl: null,
  createdAt: "2026-10-06T09:00:00+07:00",
  translations: {
    en: {
      title: "Getting found on Google Maps and Google search: a checklist for Thai shops",
      excerpt:
        "When someone nearby searches for what you sell, Google shows a map and three businesses before any website. Here is a step-by-step checklist to make sure one of them is yours.",
      seoTitle: "Google Maps and search checklist for Thai shops",
      seoDescription:
        "A practical checklist for Thai small businesses: set up your Google Business Profile, collect reviews and make your website easy to find.",
      coverImageAlt: "A phone showing a map search for shops nearby, with three businesses pinned",
      content: `<p>When someone searches for “coffee near me” or “aircon repair Bang Na”, Google usually answers with a map and three local businesses before it shows a single website. For a shop, clinic or restaurant, that short list is the most valuable spot on the internet, and getting into it costs nothing but some care.</p>
<p>Work through this checklist once, then keep it up with a few minutes a month.</p>
<h2>Step 1: Claim your Google Business Profile</h2>
<p>Your Business Profile is the card that appears on Google Maps and in search results. It is free, and if your shop is already on the map, someone may have added it without you.</p>
<ul>
<li><strong>Claim and verify it.</strong> Search for your business on Google Maps and choose the option to claim it, or create a new profile. Google will ask you to prove that you run the business, for example by phone, by recording a short video or by postcard; the options depend on your business.</li>
<li><strong>Use your real name.</strong> Write it exactly as it appears on your sign. Adding keywords such as “best cheap massage” breaks Google’s guidelines and can get your profile suspended.</li>
<li><strong>Pick the most specific category.</strong> “Thai restaurant” tells Google more than “Restaurant”. Add a few secondary categories for the other things you do.</li>
<li><strong>Check the pin.</strong> Make sure it sits on your door, not in the middle of the street. If you visit customers instead, set a service area and hide your address.</li>
<li><strong>Keep your opening hours exact.</strong> Add special hours for public holidays such as Songkran and New Year, so nobody drives to a closed shop.</li>
<li><strong>Add a phone number that someone answers</strong>, and the address of your website.</li>
<li><strong>Upload real photos:</strong> your shopfront from the street so people recognise it, the inside, your products and your team. Add new ones regularly.</li>
<li><strong>List your products or services with prices.</strong> People compare before they call.</li>
</ul>
<h2>Step 2: Collect reviews, and answer them</h2>
<p>Reviews are one of the strongest signals for the map results, and they are what customers read first.</p>
<ul>
<li>Ask every happy customer. A small QR code at the counter that opens your review form makes it easy.</li>
<li>Reply to every review, good and bad, politely and within a few days. A calm, helpful answer to a complaint often impresses future customers more than another five-star review.</li>
<li>Never buy reviews or offer discounts in exchange for them. It is against Google’s policies, and fake reviews can be removed along with the stars they brought.</li>
</ul>
<h2>Step 3: Give Google a website to work with</h2>
<p>A Business Profile puts you on the map; a website helps you appear in the ordinary search results too, and gives the people who find you a reason to choose you. Check these points:</p>
<ul>
<li><strong>The same name, address and phone number everywhere:</strong> on your website, your Google profile, Facebook and LINE. Differences confuse Google and customers alike.</li>
<li><strong>Page titles that say what and where</strong>, such as “Aircon repair and cleaning in Bang Na”, not just “Home”.</li>
<li><strong>A page for each main service</strong>, so Google can show the right page for each search.</li>
<li><strong>The language your customers search in.</strong> Thai customers search in Thai, while tourists and expats search in English. If you serve both, have both.</li>
<li><strong>A fast site that works well on phones</strong>, because most local searches happen on a phone, often just down the street from you.</li>
<li><strong>A map, a click-to-call button and a LINE button</strong> on your contact page.</li>
<li><strong>Google Search Console</strong> set up with your sitemap, so you can see which searches bring people to your site.</li>
</ul>
<blockquote><p>Try this today: search for what you sell on your phone, the way a customer would. If you can’t find yourself, your customers can’t either.</p></blockquote>
<h2>Step 4: Keep it alive, fifteen minutes a month</h2>
<ol>
<li>Add two or three new photos.</li>
<li>Answer any new reviews and questions.</li>
<li>Post an update or an offer on your profile.</li>
<li>Check your opening hours, especially before long holidays.</li>
<li>Open Search Console to see which searches found you, and improve the pages they lead to.</li>
</ol>
<h2>How long does it take?</h2>
<p>Changes to your Business Profile usually show within days. Climbing in the search results takes longer: expect weeks to months, depending on how many businesses compete for the same searches. Be wary of anyone who guarantees first place on Google; nobody can honestly promise that.</p>
<p>Every website we build covers the basics on this list: page titles and descriptions, a sitemap, your Google Maps location, and click-to-call and LINE buttons. With the Premium package we also set up your Google Business Profile and Search Console for you. See what each package includes on our <a href="/services">services page</a>, or <a href="/contact">ask us for help</a>.</p>`,
    },
    th: {
      title: "ให้ลูกค้าค้นเจอบน Google Maps และ Google: เช็กลิสต์สำหรับร้านค้าไทย",
      excerpt: "เมื่อมีคนแถวนั้นค้นหาสิ่งที่คุณขาย Google จะแสดงแผนที่และธุรกิจสามแห่งก่อนเว็บไซต์ใดๆ นี่คือเช็กลิสต์ทีละขั้นตอนที่จะช่วยให้หนึ่งในนั้นเป็นร้านของคุณ",
      seoTitle: "เช็กลิสต์ Google Maps และ Google Search สำหรับร้านค้าไทย",
      seoDescription:
        "เช็กลิสต์สำหรับธุรกิจขนาดเล็กในไทย ตั้งค่า Google Business Profile เก็บรีวิวจากลูกค้า และทำเว็บไซต์ให้ทั้ง Google และลูกค้าค้นเจอได้ง่าย",
      coverImageAlt: "โทรศัพท์มือถือแสดงผลการค้นหาร้านค้าใกล้เคียงบนแผนที่ พร้อมหมุดธุรกิจสามแห่ง",
      content: `<p>เมื่อมีคนค้นหาว่า “ร้านกาแฟใกล้ฉัน” หรือ “ล้างแอร์ บางนา” Google มักจะแสดงแผนที่และธุรกิจในพื้นที่สามแห่งก่อนจะแสดงเว็บไซต์ใดๆ สำหรับร้านค้า คลินิก หรือร้านอาหาร รายชื่อสั้นๆ นี้คือพื้นที่ที่มีค่าที่สุดบนอินเทอร์เน็ต และการได้ขึ้นไปอยู่ตรงนั้นไม่ต้องเสียเงินเลย ขอแค่ใส่ใจสักหน่อย</p>
<p>ทำตามเช็กลิสต์นี้ให้ครบหนึ่งรอบ จากนั้นดูแลต่อเนื่องเพียงเดือนละไม่กี่นาที</p>
<h2>ขั้นที่ 1: อ้างสิทธิ์ความเป็นเจ้าของ Google Business Profile</h2>
<p>Business Profile คือข้อมูลธุรกิจที่แสดงบน Google Maps และในผลการค้นหา ใช้งานได้ฟรี และถ้าร้านของคุณมีอยู่บนแผนที่แล้ว อาจมีคนอื่นเพิ่มไว้ให้โดยที่คุณไม่รู้</p>
<ul>
<li><strong>อ้างสิทธิ์และยืนยันตัวตน</strong> ค้นหาธุรกิจของคุณบน Google Maps แล้วเลือกอ้างสิทธิ์ความเป็นเจ้าของ หรือสร้างโปรไฟล์ใหม่ Google จะขอให้ยืนยันว่าคุณเป็นผู้ดำเนินธุรกิจนี้จริง เช่น ทางโทรศัพท์ ด้วยการอัดวิดีโอสั้นๆ หรือทางไปรษณียบัตร ตัวเลือกที่ได้ขึ้นอยู่กับประเภทธุรกิจของคุณ</li>
<li><strong>ใช้ชื่อจริงของร้าน</strong> เขียนให้ตรงกับป้ายหน้าร้าน การเติมคำค้นหาอย่าง “นวดดีราคาถูกที่สุด” ผิดหลักเกณฑ์ของ Google และอาจทำให้โปรไฟล์ถูกระงับ</li>
<li><strong>เลือกหมวดหมู่ที่เจาะจงที่สุด</strong> “ร้านอาหารไทย” บอก Google ได้มากกว่า “ร้านอาหาร” แล้วเพิ่มหมวดหมู่รองสำหรับสิ่งอื่นที่ร้านของคุณทำ</li>
<li><strong>ตรวจสอบหมุดบนแผนที่</strong> ให้หมุดอยู่ตรงหน้าร้าน ไม่ใช่กลางถนน หากคุณเป็นฝ่ายเดินทางไปหาลูกค้า ให้ตั้งพื้นที่ให้บริการและซ่อนที่อยู่ไว้</li>
<li><strong>ใส่เวลาเปิดทำการให้ถูกต้อง</strong> เพิ่มเวลาทำการพิเศษในวันหยุดนักขัตฤกษ์ เช่น สงกรานต์และปีใหม่ จะได้ไม่มีใครขับรถมาเจอร้านปิด</li>
<li><strong>ใส่เบอร์โทรศัพท์ที่มีคนรับสายจริง</strong> และที่อยู่เว็บไซต์ของคุณ</li>
<li><strong>อัปโหลดรูปถ่ายจริง</strong> ทั้งรูปหน้าร้านที่ถ่ายจากถนนให้ลูกค้าจำได้ บรรยากาศในร้าน สินค้า และทีมงาน แล้วเพิ่มรูปใหม่อย่างสม่ำเสมอ</li>
<li><strong>ใส่รายการสินค้าหรือบริการพร้อมราคา</strong> เพราะลูกค้ามักเปรียบเทียบก่อนโทรหา</li>
</ul>
<h2>ขั้นที่ 2: เก็บรีวิว และตอบทุกรีวิว</h2>
<p>รีวิวเป็นหนึ่งในปัจจัยสำคัญที่สุดของผลการค้นหาบนแผนที่ และเป็นสิ่งแรกที่ลูกค้าอ่าน</p>
<ul>
<li>ขอรีวิวจากลูกค้าทุกคนที่พอใจ คิวอาร์โค้ดเล็กๆ ที่เคาน์เตอร์ซึ่งเปิดหน้าเขียนรีวิวได้ทันทีจะช่วยให้ลูกค้ารีวิวได้ง่ายขึ้น</li>
<li>ตอบทุกรีวิว ทั้งดีและไม่ดี อย่างสุภาพและภายในไม่กี่วัน คำตอบที่ใจเย็นและช่วยแก้ปัญหาให้ลูกค้าที่ไม่พอใจ มักสร้างความประทับใจให้ลูกค้าในอนาคตได้มากกว่ารีวิวห้าดาวอีกหนึ่งรีวิวเสียอีก</li>
<li>อย่าซื้อรีวิว หรือให้ส่วนลดเพื่อแลกกับรีวิว เพราะผิดนโยบายของ Google และรีวิวปลอมอาจถูกลบออกพร้อมกับดาวที่ได้มา</li>
</ul>
<h2>ขั้นที่ 3: มีเว็บไซต์ให้ Google นำไปใช้</h2>
<p>Business Profile ช่วยให้ร้านของคุณขึ้นบนแผนที่ ส่วนเว็บไซต์ช่วยให้คุณปรากฏในผลการค้นหาทั่วไปด้วย และทำให้คนที่เจอคุณมีเหตุผลที่จะเลือกคุณ ลองตรวจสอบข้อต่อไปนี้</p>
<ul>
<li><strong>ชื่อ ที่อยู่ และเบอร์โทรศัพท์ต้องตรงกันทุกที่</strong> ทั้งบนเว็บไซต์ โปรไฟล์ Google, Facebook และ LINE ข้อมูลที่ไม่ตรงกันทำให้ทั้ง Google และลูกค้าสับสน</li>
<li><strong>ชื่อหน้าที่บอกว่าทำอะไรและอยู่ที่ไหน</strong> เช่น “ล้างแอร์และซ่อมแอร์ บางนา” ไม่ใช่แค่ “หน้าแรก”</li>
<li><strong>มีหน้าแยกสำหรับบริการหลักแต่ละอย่าง</strong> เพื่อให้ Google แสดงหน้าที่ตรงกับการค้นหาแต่ละครั้ง</li>
<li><strong>ใช้ภาษาที่ลูกค้าใช้ค้นหา</strong> ลูกค้าคนไทยค้นหาเป็นภาษาไทย ส่วนนักท่องเที่ยวและชาวต่างชาติที่อาศัยอยู่ในไทยค้นหาเป็นภาษาอังกฤษ ถ้าคุณมีลูกค้าทั้งสองกลุ่ม ก็ควรมีทั้งสองภาษา</li>
<li><strong>เว็บไซต์โหลดเร็วและใช้งานบนมือถือได้ดี</strong> เพราะการค้นหาร้านใกล้ตัวส่วนใหญ่เกิดขึ้นบนมือถือ และหลายครั้งลูกค้าก็อยู่ห่างจากร้านคุณไม่กี่ซอย</li>
<li><strong>มีแผนที่ ปุ่มโทรออก และปุ่ม LINE</strong> ในหน้าติดต่อ</li>
<li><strong>ตั้งค่า Google Search Console</strong> พร้อมส่ง sitemap เพื่อให้คุณเห็นว่าคำค้นหาใดพาลูกค้ามาที่เว็บไซต์ของคุณ</li>
</ul>
<blockquote><p>ลองทำวันนี้เลย: หยิบมือถือขึ้นมาค้นหาสิ่งที่คุณขายแบบที่ลูกค้าค้นหา ถ้าคุณยังหาร้านตัวเองไม่เจอ ลูกค้าก็หาไม่เจอเหมือนกัน</p></blockquote>
<h2>ขั้นที่ 4: ดูแลอย่างสม่ำเสมอ เดือนละสิบห้านาที</h2>
<ol>
<li>เพิ่มรูปใหม่สองสามรูป</li>
<li>ตอบรีวิวและคำถามใหม่</li>
<li>โพสต์อัปเดตหรือโปรโมชันบนโปรไฟล์</li>
<li>ตรวจสอบเวลาเปิดทำการ โดยเฉพาะก่อนวันหยุดยาว</li>
<li>เปิด Search Console ดูว่าคำค้นหาใดพาลูกค้ามาเจอคุณ แล้วปรับปรุงหน้าที่ลูกค้าเข้ามาถึง</li>
</ol>
<h2>ต้องใช้เวลานานแค่ไหน</h2>
<p>การแก้ไขข้อมูลใน Business Profile มักแสดงผลภายในไม่กี่วัน แต่การขยับอันดับในผลการค้นหาใช้เวลานานกว่านั้น อาจเป็นหลายสัปดาห์ถึงหลายเดือน ขึ้นอยู่กับจำนวนธุรกิจที่แข่งขันในคำค้นหาเดียวกัน ระวังใครก็ตามที่รับประกันว่าจะพาคุณขึ้นอันดับหนึ่งบน Google เพราะไม่มีใครให้สัญญาเรื่องนี้ได้อย่างซื่อตรง</p>
<p>ทุกเว็บไซต์ที่เราทำมีพื้นฐานจากเช็กลิสต์นี้ครบ ทั้งชื่อหน้าและคำอธิบาย sitemap ตำแหน่งร้านบน Google Maps รวมถึงปุ่มโทรออกและปุ่ม LINE ส่วนแพ็กเกจ Premium เราตั้งค่า Google Business Profile และ Search Console ให้ด้วย ดูว่าแต่ละแพ็กเกจมีอะไรบ้างได้ที่<a href="/services">หน้าบริการ</a> หรือ<a href="/contact">ติดต่อเรา</a>หากต้องการความช่วยเหลือ</p>`,
    },
  },
};

const channels: SampleArticle = {
  id: 3,
  slug: "facebook-page-line-oa-or-website",
  categoryId: "guides",
  authorName,
  coverImageUrl: null,
  createdAt: "2026-11-10T09:00:00+07:00",
  translations: {
    en: {
      title: "Facebook page, LINE OA or a website: what your business actually needs",
      excerpt:
        "Most Thai small businesses start on Facebook and LINE, and that’s a good start. Here is what each channel does well, where it falls short, and when a website starts to pay for itself.",
      seoTitle: "Facebook, LINE OA or a website? What your business needs",
      seoDescription:
        "Facebook pages, LINE Official Accounts and websites do different jobs: what each is good at, where each falls short, and which your business needs first.",
      coverImageAlt: "A phone showing a Facebook page, a LINE chat and a business website side by side",
      content: `<p>Most small businesses in Thailand start online with a Facebook page and a LINE account. It makes sense: both are free, and your customers already use them every day. So sooner or later every owner asks us the same question: if I already have Facebook and LINE, do I really need a website?</p>
<p>The short answer is that the three do different jobs. Here is what each one is good at, where each falls short, and how to decide what your business needs now.</p>
<h2>What a Facebook page is good at</h2>
<p>Facebook is where people come across you while they scroll. It is ideal for showing daily life at your business: new dishes, finished jobs, events and offers. Paid ads can reach people in your area by age and interests, and customers can message you with one tap.</p>
<p>Its limits are worth knowing:</p>
<ul>
<li>Only a small share of your followers see each post unless you pay to boost it.</li>
<li>Older posts are hard to find, so the information customers need, such as prices, services and directions, gets buried.</li>
<li>The page is not really yours. If your account is hacked or restricted, you can lose your main channel overnight.</li>
<li>Not everyone uses Facebook, and people who search Google for a business rarely land on a Facebook post.</li>
</ul>
<h2>What a LINE Official Account is good at</h2>
<p>LINE is how Thai customers talk to businesses they already know. A LINE Official Account gives you chat, broadcast messages, coupons, a rich menu and digital reward cards. For bookings, order updates and bringing regulars back, it is hard to beat. It has limits too:</p>
<ul>
<li>People have to add you as a friend first, so LINE keeps customers rather than finding new ones.</li>
<li>The free plan includes a limited number of broadcast messages each month; sending more needs a paid plan, and the cost grows with your list of friends.</li>
<li>A chat is not a catalogue. Answering the same questions about prices and opening hours one message at a time takes hours every week.</li>
</ul>
<h2>What a website is good at</h2>
<p>A website is where people who don’t know you yet find you, and where people who have heard of you decide whether to trust you.</p>
<ul>
<li><strong>It can be found on Google.</strong> People searching for what you sell, in your area, can land straight on your pages.</li>
<li><strong>It builds trust.</strong> Many customers look for a website before they book, pay a deposit or sign a contract.</li>
<li><strong>Everything is in one place</strong>, in the order you choose: services, prices, photos, answers to common questions and a map.</li>
<li><strong>It works while you sleep.</strong> Enquiries, bookings, orders and payments keep coming in after closing time.</li>
<li><strong>You own it.</strong> Your address and your content stay yours, whatever a platform decides next.</li>
</ul>
<p>A website has limits as well: it costs money, it needs occasional updates, and it doesn’t bring visitors by itself. It works best when it is linked to your Google Business Profile and your social accounts.</p>
<blockquote><p>Facebook is where people hear about you, LINE is where they talk to you, and your website is where they decide to choose you.</p></blockquote>
<h2>Which do you need first?</h2>
<h3>You’re just starting, and most customers are regulars nearby</h3>
<p>Start free: a Facebook page, a LINE Official Account and a Google Business Profile. Add a website when you want customers from further away, or when you notice you’re answering the same questions every day.</p>
<h3>Your customers search before they buy</h3>
<p>Clinics, tutors, repair services, guesthouses and companies that sell to other businesses are chosen after a search. A website and a Google Business Profile come first; LINE then takes care of the follow-up.</p>
<h3>You sell products</h3>
<p>Marketplaces bring shoppers, but they take a commission on every order and keep the relationship with the customer. Your own online shop lets you keep the margin and sell directly to repeat customers, while the marketplaces remain a second channel.</p>
<h3>You serve tourists or foreign residents</h3>
<p>Many foreigners don’t use LINE and look businesses up on Google Maps and search instead. For them, a website in Thai and English is often the best investment you can make.</p>
<h2>Make the three work together</h2>
<ul>
<li>Put your website address on your Facebook page and your LINE profile.</li>
<li>Put a LINE button and a link to your Facebook page on your website.</li>
<li>Use the same name, logo, phone number and opening hours everywhere.</li>
<li>When you post a new product or article, link to its page on your website, so people land on the full details.</li>
</ul>
<p>Our Starter package is built for exactly this: a professional site of ${en.starter.pages} with click-to-call and LINE buttons and your Google Maps location, for ${en.starter.price}. Read <a href="/articles/${costArticleSlug}">what a small-business website costs</a>, compare the packages on our <a href="/services">services page</a>, or <a href="/contact">tell us what your business needs</a>.</p>`,
    },
    th: {
      title: "เพจ Facebook, LINE OA หรือเว็บไซต์: ธุรกิจของคุณต้องการอะไรจริงๆ",
      excerpt:
        "ธุรกิจขนาดเล็กในไทยส่วนใหญ่เริ่มต้นบน Facebook และ LINE ซึ่งเป็นจุดเริ่มต้นที่ดี บทความนี้จะเล่าว่าแต่ละช่องทางเด่นเรื่องอะไร มีข้อจำกัดตรงไหน และเมื่อไรที่เว็บไซต์เริ่มคุ้มค่า",
      seoTitle: "เพจ Facebook, LINE OA หรือเว็บไซต์ ธุรกิจคุณควรมีอะไร",
      seoDescription:
        "เพจ Facebook, LINE Official Account และเว็บไซต์ทำหน้าที่ต่างกัน มาดูว่าแต่ละช่องทางเด่นเรื่องอะไร มีข้อจำกัดอย่างไร และธุรกิจขนาดเล็กควรเริ่มจากอะไรก่อน",
      coverImageAlt: "โทรศัพท์มือถือแสดงเพจ Facebook แชต LINE และเว็บไซต์ธุรกิจเรียงกัน",
      content: `<p>ธุรกิจขนาดเล็กในไทยส่วนใหญ่เริ่มต้นออนไลน์ด้วยเพจ Facebook และบัญชี LINE ซึ่งก็สมเหตุสมผล เพราะใช้ได้ฟรีทั้งคู่ และลูกค้าของคุณก็ใช้อยู่ทุกวัน ไม่ช้าก็เร็ว เจ้าของธุรกิจทุกคนจะถามเราด้วยคำถามเดียวกันว่า ถ้ามี Facebook กับ LINE อยู่แล้ว ยังต้องมีเว็บไซต์อีกไหม</p>
<p>คำตอบสั้นๆ คือ ทั้งสามช่องทางทำหน้าที่ต่างกัน มาดูกันว่าแต่ละช่องทางเด่นเรื่องอะไร มีข้อจำกัดตรงไหน และจะตัดสินใจอย่างไรว่าธุรกิจของคุณต้องการอะไรในตอนนี้</p>
<h2>เพจ Facebook เด่นเรื่องอะไร</h2>
<p>Facebook คือที่ที่คนเจอคุณระหว่างเลื่อนฟีด เหมาะกับการเล่าเรื่องราวในแต่ละวันของธุรกิจ ทั้งเมนูใหม่ ผลงานที่เพิ่งเสร็จ กิจกรรม และโปรโมชัน โฆษณาแบบเสียเงินเข้าถึงคนในพื้นที่ของคุณตามช่วงอายุและความสนใจได้ และลูกค้าทักแชตหาคุณได้ในคลิกเดียว</p>
<p>แต่ก็มีข้อจำกัดที่ควรรู้</p>
<ul>
<li>ผู้ติดตามเพียงส่วนน้อยเท่านั้นที่เห็นแต่ละโพสต์ เว้นแต่คุณจะจ่ายเงินบูสต์โพสต์</li>
<li>โพสต์เก่าค้นหาได้ยาก ข้อมูลที่ลูกค้าต้องการ เช่น ราคา บริการ และวิธีเดินทาง จึงจมหายไปในฟีด</li>
<li>เพจไม่ได้เป็นของคุณจริงๆ ถ้าบัญชีถูกแฮกหรือถูกจำกัดการใช้งาน คุณอาจเสียช่องทางหลักไปในชั่วข้ามคืน</li>
<li>ไม่ใช่ทุกคนที่ใช้ Facebook และคนที่ค้นหาธุรกิจบน Google แทบจะไม่เจอโพสต์บน Facebook</li>
</ul>
<h2>LINE Official Account เด่นเรื่องอะไร</h2>
<p>LINE คือช่องทางที่ลูกค้าคนไทยใช้คุยกับธุรกิจที่รู้จักอยู่แล้ว LINE Official Account มีทั้งแชต การบรอดแคสต์ข้อความ คูปอง ริชเมนู และบัตรสะสมแต้มดิจิทัล สำหรับการรับจอง แจ้งสถานะคำสั่งซื้อ และดึงลูกค้าประจำให้กลับมา แทบไม่มีช่องทางไหนเทียบได้ แต่ก็มีข้อจำกัดเช่นกัน</p>
<ul>
<li>ลูกค้าต้องเพิ่มคุณเป็นเพื่อนก่อน LINE จึงเหมาะกับการรักษาลูกค้าเดิมมากกว่าการหาลูกค้าใหม่</li>
<li>แพ็กเกจฟรีส่งบรอดแคสต์ได้จำนวนจำกัดในแต่ละเดือน ถ้าต้องการส่งมากกว่านั้นต้องใช้แพ็กเกจแบบเสียเงิน และค่าใช้จ่ายจะเพิ่มขึ้นตามจำนวนเพื่อน</li>
<li>แชตไม่ใช่แคตตาล็อก การตอบคำถามเรื่องราคาและเวลาเปิดร้านซ้ำๆ ทีละข้อความ กินเวลาหลายชั่วโมงในแต่ละสัปดาห์</li>
</ul>
<h2>เว็บไซต์เด่นเรื่องอะไร</h2>
<p>เว็บไซต์คือที่ที่คนที่ยังไม่รู้จักคุณค้นเจอคุณ และเป็นที่ที่คนที่เคยได้ยินชื่อคุณมาแล้วตัดสินใจว่าจะไว้ใจคุณหรือไม่</p>
<ul>
<li><strong>ค้นเจอได้บน Google</strong> คนที่ค้นหาสิ่งที่คุณขายในพื้นที่ของคุณ เข้ามาที่หน้าเว็บของคุณได้โดยตรง</li>
<li><strong>สร้างความน่าเชื่อถือ</strong> ลูกค้าจำนวนมากดูว่าธุรกิจมีเว็บไซต์หรือไม่ ก่อนจองคิว จ่ายมัดจำ หรือเซ็นสัญญาจ้างงาน</li>
<li><strong>รวมทุกอย่างไว้ในที่เดียว</strong> เรียงลำดับตามที่คุณต้องการ ทั้งบริการ ราคา รูปภาพ คำตอบสำหรับคำถามที่พบบ่อย และแผนที่</li>
<li><strong>ทำงานแทนคุณแม้ในเวลาที่คุณหลับ</strong> ข้อความติดต่อ การจอง คำสั่งซื้อ และการชำระเงินยังเข้ามาได้หลังร้านปิด</li>
<li><strong>คุณเป็นเจ้าของ</strong> ที่อยู่เว็บไซต์และเนื้อหายังเป็นของคุณ ไม่ว่าแพลตฟอร์มต่างๆ จะเปลี่ยนกฎอย่างไร</li>
</ul>
<p>เว็บไซต์ก็มีข้อจำกัดเช่นกัน ต้องลงทุน ต้องอัปเดตเป็นครั้งคราว และไม่ได้ดึงผู้เข้าชมมาได้เองโดยอัตโนมัติ เว็บไซต์จะได้ผลดีที่สุดเมื่อเชื่อมโยงกับ Google Business Profile และบัญชีโซเชียลมีเดียของคุณ</p>
<blockquote><p>Facebook คือที่ที่คนได้ยินชื่อคุณ LINE คือที่ที่ลูกค้าคุยกับคุณ และเว็บไซต์คือที่ที่ลูกค้าตัดสินใจเลือกคุณ</p></blockquote>
<h2>ควรเริ่มจากอะไรก่อน</h2>
<h3>เพิ่งเริ่มธุรกิจ และลูกค้าส่วนใหญ่เป็นขาประจำในละแวกนั้น</h3>
<p>เริ่มจากช่องทางฟรีก่อน ได้แก่ เพจ Facebook, LINE Official Account และ Google Business Profile แล้วค่อยเพิ่มเว็บไซต์เมื่อคุณอยากได้ลูกค้าจากพื้นที่ที่ไกลขึ้น หรือเริ่มรู้สึกว่าต้องตอบคำถามเดิมๆ ทุกวัน</p>
<h3>ลูกค้าค้นหาข้อมูลก่อนตัดสินใจซื้อ</h3>
<p>คลินิก ครูสอนพิเศษ ช่างซ่อม เกสต์เฮาส์ และบริษัทที่ขายให้ธุรกิจอื่น มักถูกเลือกหลังจากลูกค้าค้นหาข้อมูล เว็บไซต์และ Google Business Profile จึงควรมาก่อน แล้วใช้ LINE ติดตามลูกค้าต่อ</p>
<h3>ขายสินค้า</h3>
<p>มาร์เก็ตเพลสช่วยพาผู้ซื้อมาหาคุณ แต่หักค่าคอมมิชชันทุกคำสั่งซื้อ และเป็นผู้ถือความสัมพันธ์กับลูกค้าไว้เอง ร้านค้าออนไลน์ของคุณเองช่วยให้คุณเก็บกำไรไว้ได้เต็มที่และขายตรงให้ลูกค้าประจำ โดยยังใช้มาร์เก็ตเพลสเป็นช่องทางเสริมได้</p>
<h3>ลูกค้าเป็นนักท่องเที่ยวหรือชาวต่างชาติที่อาศัยอยู่ในไทย</h3>
<p>ชาวต่างชาติจำนวนมากไม่ได้ใช้ LINE แต่หาข้อมูลธุรกิจผ่าน Google Maps และการค้นหาแทน สำหรับลูกค้ากลุ่มนี้ เว็บไซต์ภาษาไทยและภาษาอังกฤษจึงมักเป็นการลงทุนที่คุ้มค่าที่สุด</p>
<h2>ใช้ทั้งสามช่องทางให้ทำงานร่วมกัน</h2>
<ul>
<li>ใส่ที่อยู่เว็บไซต์ไว้บนเพจ Facebook และโปรไฟล์ LINE</li>
<li>ใส่ปุ่ม LINE และลิงก์ไปยังเพจ Facebook ไว้บนเว็บไซต์</li>
<li>ใช้ชื่อ โลโก้ เบอร์โทรศัพท์ และเวลาเปิดทำการเดียวกันในทุกช่องทาง</li>
<li>เมื่อโพสต์สินค้าใหม่หรือบทความใหม่ ให้ลิงก์ไปยังหน้านั้นบนเว็บไซต์ เพื่อให้ลูกค้าเห็นรายละเอียดครบถ้วน</li>
</ul>
<p>แพ็กเกจ Starter ของเราออกแบบมาเพื่อสิ่งนี้โดยเฉพาะ เว็บไซต์มืออาชีพ ${th.starter.pages} พร้อมปุ่มโทรออก ปุ่ม LINE และตำแหน่งร้านบน Google Maps ในราคา ${th.starter.price} อ่านต่อได้ในบทความ<a href="/articles/${costArticleSlug}">ทำเว็บไซต์ธุรกิจขนาดเล็กต้องใช้งบเท่าไร</a> เปรียบเทียบแพ็กเกจได้ที่<a href="/services">หน้าบริการ</a> หรือ<a href="/contact">บอกเราว่าธุรกิจของคุณต้องการอะไร</a></p>`,
    },
  },
};

export const sampleArticles: SampleArticle[] = [websiteCost, googleChecklist, channels];
