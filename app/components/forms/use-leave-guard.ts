// Leaving a form with unsaved changes asks first: links inside the app (the screen shows a dialog
// for the blocker) and the browser's own ways out (its beforeunload prompt). Saving is not leaving.
import { useEffect, useRef } from "react";
import { useBlocker, useNavigation } from "react-router";

export function useLeaveGuard(dirty: boolean) {
  const navigation = useNavigation();
  const submittingRef = useRef(false);

  useEffect(() => {
    if (navigation.state === "idle") submittingRef.current = false;
  }, [navigation.state]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !submittingRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (submittingRef.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  /** Call as the form is submitted: the save's own navigation must not ask. */
  function markSubmitting() {
    submittingRef.current = true;
  }
  return { blocker, markSubmitting };
}
