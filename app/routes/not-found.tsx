import { requestLanguage } from "~/.server/context";
import { useTranslation } from "~/i18n/react";
import { data } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { commonMessages } from "~/i18n/resources";
import { messagesIn } from "~/i18n/messages";
import type { Route } from "./+types/not-found";

export const handle = { pageName: "not-found" };

export function loader({ context }: Route.LoaderArgs) {
  const language = requestLanguage(context);
  const strings = messagesIn(commonMessages, language).notFound;
  return data({ title: strings.title, description: strings.message }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Page not found" },
  ...(loaderData ? [{ name: "description", content: loaderData.description }] : []),
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start gap-5 px-4 py-24 sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-brand-700">404</p>
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("notFound.heading")}</h1>
      <p className="text-lg text-slate-600">{t("notFound.message")}</p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/" size="lg">
          {t("notFound.home")}
        </ButtonLink>
        <ButtonLink to="/contact" size="lg" variant="secondary">
          {t("notFound.contact")}
        </ButtonLink>
      </div>
    </section>
  );
}
