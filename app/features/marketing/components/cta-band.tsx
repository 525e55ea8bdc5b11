import { ButtonLink } from "~/components/ui/button";
import { ThaiWords } from "~/components/thai-words";

/** The closing call to action of a page. */
export function CtaBand({
  id,
  title,
  text,
  primary,
  secondary,
}: {
  id: string;
  title: string;
  text: string;
  primary: { label: string; to: string };
  secondary?: { label: string; to: string };
}) {
  return (
    <section aria-labelledby={id} className="bg-white px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl rounded-3xl bg-brand-800 px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16">
        <h2 id={id} className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          <ThaiWords>{title}</ThaiWords>
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-brand-100">
          <ThaiWords>{text}</ThaiWords>
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={primary.to} variant="on-dark" size="lg">
            {primary.label}
          </ButtonLink>
          {secondary ? (
            <ButtonLink to={secondary.to} variant="outline-on-dark" size="lg">
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
