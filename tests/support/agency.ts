// The agency as the checkout use-cases receive it from the routes (settings: agency and invoicing).
import type { AgencyContact } from "~/features/checkout/admin-receipt-mail.server";

export const testSeller: AgencyContact["seller"] = {
  name: "บริษัท สยามเว็บสตูดิโอ จำกัด",
  address: { en: "99 Sukhumvit Road, Khlong Toei, Bangkok 10110", th: "99 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพฯ 10110" },
  email: "hello@siamweb.example",
  phone: "02 123 4567",
  vatRegistered: false,
  taxId: "",
  branch: "00000",
};

export const testAgencyContact: AgencyContact = {
  name: "Siam Web Studio",
  notificationEmail: "orders@siamweb.example",
  seller: testSeller,
};

/** As the use-cases take it: read when needed. */
export const testAgency = async (): Promise<AgencyContact> => testAgencyContact;
