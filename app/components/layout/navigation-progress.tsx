import { useNavigation } from "react-router";

/** A thin bar at the top of the page while a client-side navigation loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div
      aria-hidden="true"
      className={`pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-accent-500 transition-transform duration-500 ease-out ${
        busy ? "scale-x-75" : "scale-x-0 duration-0"
      }`}
    />
  );
}
