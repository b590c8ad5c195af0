import { AccountPage } from '../features/account/account-page.tsx';
import { useUiStore } from '../lib/ui-store.ts';

/** Route /account: the page takes the theme-change handler from the shell's store. */
export function AccountRoute() {
  const themeMode = useUiStore((state) => state.themeMode);
  const setThemeMode = useUiStore((state) => state.setThemeMode);
  return <AccountPage themeMode={themeMode} onThemeChange={setThemeMode} />;
}
