// Structured data (schema.org, as JSON-LD) for the services page: the visible packages, add-ons
// and maintenance plans as an OfferCatalog, each at the price the catalogue holds now. Client-safe:
// the route renders it from the loader's offers and the site's address and name.
import type { Language } from "~/i18n/config";
import type { CatalogueOffer } from "./marketing-types";

const unitCodes = { month: "MON", year: "ANN" } as const;

function priceOf(offer: CatalogueOffer) {
  if (!offer.per) return { price: offer.price, priceCurrency: "THB" };
  return {
    price: offer.price,
    priceCurrency: "THB",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: offer.price,
      priceCurrency: "THB",
      ...(offer.per === "page" ? { unitText: "page" } : { unitCode: unitCodes[offer.per] }),
    },
  };
}

/** `OfferCatalog` for the services page; `url` is the page's canonical address. */
export function servicesJsonLd(
  offers: readonly CatalogueOffer[],
  site: { siteUrl: string; agencyName: string; url: string; name: string; language: Language },
) {
  const seller = { "@type": "Organization", name: site.agencyName, url: `${site.siteUrl}/` };
  return {
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    name: site.name,
    url: site.url,
    inLanguage: site.language,
    itemListElement: offers.map((offer) => ({
      "@type": "Offer",
      itemOffered: {
        "@type": "Service",
        name: offer.name,
        ...(offer.description ? { description: offer.description } : {}),
        provider: seller,
      },
      ...priceOf(offer),
      availability: "https://schema.org/InStock",
      ...(offer.anchor ? { url: `${site.url}#${encodeURIComponent(offer.anchor)}` } : {}),
      seller,
    })),
  };
}
