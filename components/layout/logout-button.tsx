'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { loggedOut } from '@/content/shell-messages';
import { loadAuth } from '@/lib/stores/use-auth-session';
import { showToast } from '@/lib/toast';

export function LogoutButton() {
  const router = useRouter();
  const onLogout = async () => {
    if (!(await loadAuth()).logOut()) return;
    void showToast(loggedOut, {}, 'success');
    router.push('/');
  };
  return (
    <Button type="button" size="sm" variant="outline" onClick={onLogout}>
      Logout
    </Button>
  );
}
