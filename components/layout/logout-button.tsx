'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { loggedOut, storageNewer } from '@/content/shell-messages';
import { loadAuth } from '@/lib/stores/use-auth-session';
import { showToast } from '@/lib/toast';

export function LogoutButton() {
  const router = useRouter();
  const onLogout = async () => {
    const failure = (await loadAuth()).useAuthStore.getState().logout();
    // A session a newer version stored is kept: said in the words every refused write uses.
    if (failure) return void showToast(storageNewer, {}, 'error');
    void showToast(loggedOut, {}, 'success');
    router.push('/');
  };
  return (
    <Button type="button" size="sm" variant="outline" onClick={onLogout}>
      Logout
    </Button>
  );
}
