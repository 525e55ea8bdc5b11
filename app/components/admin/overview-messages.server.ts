// The heading over the dashboard's figures: read by its loader only, so it stays on the server
// with the figures' own words (docs/decisions/037).
import { defineMessages } from "~/i18n/messages";

export const overviewMessages = defineMessages({ heading: "At a glance" }, { heading: "ภาพรวม" });
