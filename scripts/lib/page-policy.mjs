// The last step for every exported page: the requests endpoint's meta (or none) and the CSP that
// matches it. rewrite-export.mjs runs it after the paint-first rewrite; configure-requests.mjs runs
// it again on a built out/ to point the site at another endpoint without building it again.
import { injectEndpoint } from '../../lib/requests/endpoint-meta.mjs';
import { injectPolicy, pagePolicy } from './csp.mjs';

/** The page with the endpoint's meta and a policy whose connect-src names that origin alone. */
export function finishPage(html, endpoint) {
  const withEndpoint = injectEndpoint(html, endpoint);
  return injectPolicy(withEndpoint, pagePolicy(withEndpoint, endpoint?.origin ?? null));
}
