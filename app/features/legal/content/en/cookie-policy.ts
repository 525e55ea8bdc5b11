import type { LegalSource } from "../legal-source";

export const cookiePolicy = {
  title: "Cookie policy",
  description: "Which cookies and browser storage our website uses, why we use them, and how you can control them.",
  intro: [
    "This policy explains the cookies and similar technologies {{agencyName}} uses on this website. Please read it together with our [privacy policy](/privacy-policy).",
    "We do not use advertising cookies or social media tracking cookies.",
  ],
  sections: {
    "what-are-cookies": {
      heading: "What cookies and local storage are",
      body: [
        {
          p: "A cookie is a small text file that a website stores in your browser so that it can remember something from one page or visit to the next. Local storage works in a similar way, but the information stays in your browser and is not sent to our server with every request.",
        },
        { p: "We use both only for the purposes described below." },
      ],
    },
    "strictly-necessary": {
      heading: "Strictly necessary cookies and storage",
      body: [
        {
          p: "These make the website work the way you expect. They do not track you on other websites, and the site cannot work properly without them, so we do not ask for your consent to use them. You can still block or delete them in your browser (see “How to control cookies”).",
        },
        {
          table: {
            caption: "Strictly necessary cookies and storage we use",
            head: ["Name", "Kind", "Purpose", "How long it lasts"],
            rows: [
              ["`lang`", "Cookie", "Remembers the language you chose (English or Thai) so that pages are shown in it.", "1 year"],
              [
                "`lang`",
                "Local storage",
                "Keeps the same language choice in your browser.",
                "Until you clear your browser's site data",
              ],
              [
                "`analytics_consent`",
                "Cookie",
                "Remembers whether you accepted or declined analytics cookies, so that we respect your choice without asking on every page. It is set only when you make a choice in the analytics banner.",
                "6 months",
              ],
              [
                "`analytics_consent`",
                "Local storage",
                "Keeps the same choice and the date you made it, so that the cookie can be restored if it is deleted, but never for longer than 6 months from your choice.",
                "6 months (after that it is ignored until you choose again)",
              ],
              [
                "Staff sign-in session",
                "Cookie",
                "Keeps our staff signed in to the administration area. It is set only when a staff member signs in; visitors never receive it.",
                "Until the staff member signs out or the session expires",
              ],
            ],
          },
        },
        {
          p: "When you send one of our forms, the bot-protection check (captcha) may set a strictly necessary cookie of its own or read information from your browser, to tell people from automated programs. It is used only to protect our forms.",
        },
      ],
    },
    analytics: {
      heading: "Analytics cookies (only when switched on)",
      body: [
        {
          p: "We use Google Analytics only if we have switched it on; while it is off, the cookies below are never set and no analytics data is sent to Google. When it is on, a banner asks whether you accept analytics cookies, and Google Analytics sets the cookies below only after you accept. They count visits and show which pages are used, which helps us improve the website. You can withdraw your consent at any time (see “How to control cookies”).",
        },
        {
          p: "Until you accept, and if you decline, our pages still load Google's analytics script (gtag.js) from Google's servers, with Google Consent Mode set to deny analytics and advertising storage. Google Analytics then sets no cookies and uses no identifiers: your browser sends Google only cookieless signals about your visit, such as the page you view and the time. Our [privacy policy](/privacy-policy) explains what these contain and why we use them.",
        },
        {
          table: {
            caption: "Cookies set by Google Analytics",
            head: ["Name", "Kind", "Purpose", "How long it lasts"],
            rows: [
              ["`_ga`", "Cookie (Google Analytics)", "Tells visitors apart using a randomly generated number.", "2 years"],
              ["`_ga_<ID>`", "Cookie (Google Analytics)", "Keeps track of the current visit.", "2 years"],
            ],
          },
        },
        {
          p: "Google processes this data as described in [Google's privacy policy](https://policies.google.com/privacy) and may process it outside Thailand.",
        },
      ],
    },
    "how-to-control-cookies": {
      heading: "How to control cookies",
      body: [
        {
          list: [
            "You can change your language at any time with the language button at the top of the page; it updates the `lang` cookie and the local storage entry.",
            "Most browsers, including Chrome, Safari, Firefox and Edge, let you view, block and delete cookies and site data in their privacy settings.",
            "You can stop Google Analytics in your browser on every website with [Google's opt-out browser add-on](https://tools.google.com/dlpage/gaoptout).",
          ],
        },
        {
          p: "If you block strictly necessary cookies, the website may not be able to remember your language or your analytics choice, and staff will not be able to sign in.",
        },
        { h3: "Changing your analytics choice" },
        {
          p: "Your choice is kept in the `analytics_consent` cookie and local storage entry listed above. You can withdraw your consent by deleting all cookies and other site data for this website in your browser; deleting the cookies alone is not enough, because the local storage entry would restore your choice. Until you choose again, Google Analytics sets no cookies.",
        },
        {
          p: "The easiest way to change or withdraw your choice, when Google Analytics is switched on, is the “Cookie settings” button below: it shows your current choice and opens the banner again, so that you can accept or decline analytics cookies at any time. If you decline, we delete the Google Analytics cookies from your browser straight away.",
        },
      ],
    },
    changes: {
      heading: "Changes to this policy",
      body: [
        {
          p: "We update this policy whenever we add or remove a cookie. The date at the top of this page shows when it was last changed. If you have a question about cookies, write to us at {{email}}.",
        },
      ],
    },
  },
} as const satisfies LegalSource;
