// UI strings shared by every page (the layout, errors, accessibility labels). Page copy lives
// with its feature's content so the browser only downloads the page it shows.
export const common = {
  skipToContent: "Skip to main content",
  nav: {
    label: "Main",
    home: "Home",
    solutions: "Solutions",
    about: "About",
    services: "Services",
    articles: "Articles",
    contact: "Contact us",
    callUs: "Call us at {{phone}}",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    homeLink: "{{name}}, home",
  },
  language: {
    switchTo: "เปลี่ยนเป็นภาษาไทย",
    name: "English",
  },
  footer: {
    tagline:
      "Affordable, fast websites for small businesses, freelancers and startups in Thailand. Your site online in 7 days.",
    aboutHeading: "Company",
    servicesHeading: "Services",
    contactHeading: "Contact",
    serviceLinks: {
      starter: "Starter website",
      ecommerce: "E-commerce website",
      premium: "Premium website",
      maintenance: "Maintenance plans",
    },
    contactPage: "Contact form",
    emailUs: "E-mail: {{email}}",
    callUs: "Phone: {{phone}}",
    privacy: "Privacy policy",
    cookies: "Cookie policy",
    terms: "Terms of use",
    social: "Follow us",
    socialLinks: {
      facebook: "{{name}} on Facebook",
      line: "{{name}} on LINE",
      instagram: "{{name}} on Instagram",
    },
    copyright: "© {{year}} {{name}}. All rights reserved.",
    legal: "Legal",
  },
  scrollToTop: "Back to top",
  notFound: {
    title: "Page not found",
    heading: "We can't find that page",
    message:
      "The page you're looking for may have moved or no longer exists. Check the address, or start again from the home page.",
    home: "Go to the home page",
    contact: "Contact us",
  },
  error: {
    title: "Something went wrong",
    message: "Sorry, something went wrong on our side. Please try again in a moment.",
    retry: "Try again",
  },
  consent: {
    title: "Analytics cookies",
    message:
      "With your permission, we use Google Analytics to see which pages help visitors, so we can improve the site. It sets no cookies unless you accept, and you can change your mind at any time.",
    policy: "Read our cookie policy",
    accept: "Accept analytics",
    decline: "Decline",
    current: {
      granted: "You currently allow analytics cookies.",
      denied: "You have currently declined analytics cookies.",
    },
    settings: "Cookie settings",
    status: {
      granted: "Analytics cookies: allowed.",
      denied: "Analytics cookies: declined.",
      unset: "Analytics cookies: not chosen yet, so they stay off.",
    },
  },
} as const;
