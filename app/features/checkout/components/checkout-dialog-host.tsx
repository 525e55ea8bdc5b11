// Opens the payment modal when the address says so (?checkout=<package>&option=full|deposit), so
// the back button closes it and a reload reopens it. Only this small host ships with the page: the
// modal comes through the /checkout route's module (`handle.CheckoutDialog`, which loads it),
// fetched on first use through React Router's manifest. A plain `import()` here would add Vite's preload helper and
// two more files to every page that shows the packages (ADR 033).
import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import type CheckoutDialogComponent from "./checkout-dialog";
import { isPackageId } from "~/lib/package-ids";

/** The route whose module exports the dialog (app/routes/checkout.tsx). */
const CHECKOUT_ROUTE = "routes/checkout";

/**
 * The route's module address. The router learns routes as links to them appear (lazy route
 * discovery), so right after a reload of `?checkout=` it may not know /checkout yet: wait for the
 * hidden link below to be discovered.
 */
async function checkoutModuleUrl(): Promise<string> {
  for (let waited = 0; waited < 15_000; waited += 50) {
    const manifest = (window as { __reactRouterManifest?: { routes: Record<string, { module?: string } | undefined> } })
      .__reactRouterManifest;
    const url = manifest?.routes[CHECKOUT_ROUTE]?.module;
    if (url) return url;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("The checkout route is missing from the manifest");
}

type CheckoutDialogProps = Parameters<typeof CheckoutDialogComponent>[0];

const CheckoutDialog = lazy(async () => {
  const url = await checkoutModuleUrl();
  const module = (await import(/* @vite-ignore */ url)) as { handle: { CheckoutDialog: ComponentType<CheckoutDialogProps> } };
  // The handle's dialog is itself lazy (lazy-checkout.tsx): it suspends to the Suspense below.
  const Dialog = module.handle.CheckoutDialog;
  return { default: (props: CheckoutDialogProps) => <Dialog {...props} /> };
});

export const CHECKOUT_PARAM = "checkout";
export const OPTION_PARAM = "option";

export function CheckoutDialogHost() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  // The modal is for browsers that run JavaScript; without it the buttons lead to /checkout.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const packageId = params.get(CHECKOUT_PARAM);
  if (!hydrated || !isPackageId(packageId)) return null;
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
        // Makes the router discover /checkout (and with it the module that holds the modal).
        <Link to="/checkout" discover="render" hidden tabIndex={-1} aria-hidden="true" />
      }
    >
      <CheckoutDialog key={packageId} packageId={packageId} option={option} onClose={close} onOptionChange={changeOption} />
    </Suspense>
  );
}
