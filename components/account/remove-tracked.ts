import { requestStanding } from '@/content/request-standing';
import { forgetSent } from '@/lib/account/sent-requests';
import { updateLedger, type LedgerEntry } from '@/lib/requests/ledger';
import { eraseAtInbox } from '@/lib/requests/standing';
import { storageFailureMessages } from '@/lib/storage/failure-messages';
import { showToast } from '@/lib/toast';

// Remove on a request the inbox holds: its details are erased there first, and only then does it leave here.
export async function removeTracked(email: string, entry: LedgerEntry) {
  const reference = entry.reference ?? '';
  const { erased } = await eraseAtInbox([entry]);
  if (!erased.length) return void showToast(requestStanding.removeUnreached, { reference }, 'error');
  const result = forgetSent(email, reference);
  if (!result.ok) return void showToast(storageFailureMessages[result.reason]);
  updateLedger(entry.id, () => null);
  void showToast(requestStanding.removed, { reference }, 'success');
}
