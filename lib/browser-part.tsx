import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { Loader } from '@/lib/on-use';

// A part only the browser renders (nothing of it in the server's HTML).
export function browserPart<P extends object>(
  loader: Loader<ComponentType<P>>,
  { placeholder = null }: { placeholder?: ReactNode } = {},
) {
  function BrowserPart(props: P) {
    // Only a part rendered after its code is in starts with it, so a hydrating one matches the server's.
    const [part, setPart] = useState<{ Component?: ComponentType<P>; failure?: unknown }>(() => ({
      Component: loader.peek(),
    }));
    useEffect(() => {
      loader().then(
        (Component) => setPart({ Component }),
        (failure: unknown) => setPart({ failure }),
      );
    }, []);
    if (part.failure) throw part.failure;
    return part.Component ? <part.Component {...props} /> : placeholder;
  }
  return BrowserPart;
}
