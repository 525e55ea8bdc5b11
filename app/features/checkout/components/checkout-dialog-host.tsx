// Opens the payment modal when the address says so (?checkout=<package>&option=full|deposit), so
// the back button closes it and a reload reopens it. Only this small host ships with the page: the
// modal, with the payment form, is a chunk of its own, fetched on first use (ADR 033, ADR 083).
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";

const CheckoutDialog = lazy(() => import("./checkout-dialog"));

export const CHECKOUT_PARAM = "checkout";
export const OPTION_PARAM = "option";

/**
 * `packages` are the packages the page offers (visible ones, from the catalogue, titled in the
 * page's language): any other `?checkout=` is ignored.
 */
export function CheckoutDialogHost({ packages }: { packages: readonly { id: string; title: string }[] }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // The modal is for browsers that run JavaScript; without it the buttons lead to /checkout.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const packageId = params.get(CHECKOUT_PARAM);
  const chosen = packages.find((row) => row.id === packageId);
  if (!hydrated || !chosen) return null;
  const option = params.get(OPTION_PARAM) === "deposit" ? "deposit" : "full";

  const withoutCheckout = () => {
    const next = new URLSearchParams(params);
    next.delete(CHECKOUT_PARAM);
    next.delete(OPTION_PARAM);
    const search = next.toString();
    return { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash };
  };

  const close = () => {
    // Opened from this page: going back closes it and leaves history as it was.
    if ((location.state as { checkoutOpened?: boolean } | null)?.checkoutOpened) navigate(-1);
    else navigate(withoutCheckout(), { replace: true, preventScrollReset: true });
  };

  const changeOption = (next: "full" | "deposit") => {
    const search = new URLSearchParams(params);
    search.set(OPTION_PARAM, next);
    navigate(
      { pathname: location.pathname, search: `?${search}` },
      { replace: true, preventScrollReset: true, state: location.state },
    );
  };

  return (
    <Suspense
      fallback={
        // Makes the router discover /checkout, whose loader the modal asks for its data, while the
        // modal's code loads (right after a reload of `?checkout=`, no link to it may have yet).
        <Link to="/checkout" discover="render" hidden tabIndex={-1} aria-hidden="true" />
      }
    >
      <CheckoutDialog
        key={chosen.id}
        packageId={chosen.id}
        packageTitle={chosen.title}
        option={option}
        onClose={close}
        onOptionChange={changeOption}
      />
    </Suspense>
  );
}
