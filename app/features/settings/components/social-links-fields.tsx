// The Social links section's fields: the three networks with an icon on the site, and up to
// maxOtherSocialLinks other links, each a name and an address.
import type { FormMetadata } from "@conform-to/react";
import { useMessages } from "~/i18n/messages";
import { emptySocialLink, type SettingsFormValues, type SocialLinkRow } from "../settings-form";
import { settingsMessages } from "../settings-messages";
import { maxOtherSocialLinks } from "../settings-schema";
import { RowList } from "./row-list";
import { type SettingsField, TextField } from "./settings-fields";

export const socialNetworks = ["facebook", "line", "instagram"] as const;

export interface SocialLinksFieldsProps {
  form: FormMetadata<SettingsFormValues, string[]>;
  social: SettingsField<SettingsFormValues["agency"]["social"]>;
  editable: boolean;
}

export function SocialLinksFields({ form, social, editable }: SocialLinksFieldsProps) {
  const { t } = useMessages(settingsMessages);
  const fields = social.getFieldset();
  const others = fields.others as SettingsField<SocialLinkRow[]>;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-3">
        {socialNetworks.map((network) => (
          <TextField
            key={network}
            field={fields[network] as SettingsField}
            label={t(`fields.${network}`)}
            type="url"
            inputMode="url"
          />
        ))}
      </div>
      {editable || others.getFieldList().length > 0 ? (
        <fieldset className="mt-6 min-w-0">
          <legend className="text-sm font-semibold text-slate-800">{t("fields.others")}</legend>
          <RowList
            form={form}
            list={others}
            empty={emptySocialLink}
            max={maxOtherSocialLinks}
            editable={editable}
            t={t}
            addLabel={t("fields.addLink")}
            removeLabel={(number) => t("fields.removeLink", { number })}
            rowClassName="grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-[1fr_2fr_auto] sm:items-start"
            renderRow={(row, number, removeButton) => {
              const link = row.getFieldset();
              return (
                <>
                  <TextField
                    field={link.label as SettingsField}
                    label={`${t("fields.otherLabel")} (${t("fields.linkNumber", { number })})`}
                  />
                  <TextField field={link.url as SettingsField} label={t("fields.otherUrl")} type="url" inputMode="url" />
                  {removeButton("justify-self-start sm:mt-7")}
                </>
              );
            }}
          />
        </fieldset>
      ) : null}
    </>
  );
}
