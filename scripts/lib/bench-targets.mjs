// What the bench holds each route to, against the reference page measured in the same run (a
// bare Next.js export, bench/reference/): ratios, not absolute figures, because a busy machine
// moves every absolute figure while the reference moves with it.

export const TARGETS = {
  tbtRatio: 1.3,
  homeLcpMs: 2000,
  homeJsTransferredKiB: 160,
  contentJsOverFloorKiB: 12,
  formJsOverFloorKiB: 40,
  fontKiB: 50,
};

/** Routes with a form of their own (/ has the quick booking): their JS may be further above the floor. */
export const FORM_ROUTES = new Set([
  '/',
  '/book/',
  '/blog/',
  '/contact/',
  '/login/',
  '/signup/',
  '/forgot-password/',
  '/dashboard/',
  '/empty-legs/',
  '/air-ambulance/',
]);

// A reference TBT of 0 ms makes any ratio meaningless: the ratio is then taken against 1 ms.
const ratio = (value, reference) => value / Math.max(reference, 1);

/** Each route's ratios to the reference, and whether it meets each target (null: not applicable). */
export function judge(route, reference) {
  const jsOverFloorKiB = route.firstLoadJsKiB - reference.firstLoadJsKiB;
  const jsAllowanceKiB = FORM_ROUTES.has(route.route) ? TARGETS.formJsOverFloorKiB : TARGETS.contentJsOverFloorKiB;
  const home = route.route === '/';
  const measured = Number.isFinite(route.tbtMs);
  return {
    ratios: {
      tbt: measured ? ratio(route.tbtMs, reference.tbtMs) : null,
      // A diagnostic, not a target: the same runs' blocking time counted from main-thread CPU time.
      cpuTbt: Number.isFinite(route.cpuTbtMs) ? ratio(route.cpuTbtMs, reference.cpuTbtMs) : null,
      lcp: measured ? ratio(route.lcpMs, reference.lcpMs) : null,
      firstLoadJs: ratio(route.firstLoadJsKiB, reference.firstLoadJsKiB),
      jsTransferred: measured ? ratio(route.jsTransferredKiB, reference.jsTransferredKiB) : null,
    },
    firstLoadJsOverFloorKiB: jsOverFloorKiB,
    pass: {
      tbt: measured ? ratio(route.tbtMs, reference.tbtMs) <= TARGETS.tbtRatio : null,
      cls: measured ? Math.round(route.cls * 1000) === 0 : null,
      firstLoadJs: jsOverFloorKiB <= jsAllowanceKiB,
      fonts: measured ? route.fontKiB <= TARGETS.fontKiB : null,
      lcp: home && measured ? route.lcpMs <= TARGETS.homeLcpMs : null,
      jsTransferred: home && measured ? route.jsTransferredKiB <= TARGETS.homeJsTransferredKiB : null,
    },
  };
}
