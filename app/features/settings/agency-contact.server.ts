// The agency as the checkout's confirmations need it: who to notify, and the seller its receipts
// and tax invoices print (the agency group, with the invoicing group's registered name, tax id and
// branch). The routes pass it to the checkout use-cases; features do not read each other.
import type { Db } from "~/.server/db/client";
import { getAgencySettings, getInvoicingSettings } from "./settings.server";

export interface AgencyContactSettings {
  name: string;
  notificationEmail: string;
  seller: {
    name: string;
    address: { en: string; th: string };
    email: string;
    phone: string;
    vatRegistered: boolean;
    taxId: string;
    branch: string;
  };
}

export async function getAgencyContact(db: Db): Promise<AgencyContactSettings> {
  const [agency, invoicing] = await Promise.all([getAgencySettings(db), getInvoicingSettings(db)]);
  return {
    name: agency.name,
    notificationEmail: agency.notificationEmail,
    seller: {
      name: invoicing.legalName || agency.name,
      address: agency.address,
      email: agency.email,
      phone: agency.phone,
      vatRegistered: invoicing.vatRegistered,
      taxId: invoicing.taxId,
      branch: invoicing.branch,
    },
  };
}
