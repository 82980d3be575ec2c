import { useEffect, type ReactNode } from 'react';

/** Page heading that also sets the document title (screen readers announce it on navigation). */
export function PageTitle({ children, text }: { children?: ReactNode; text: string }) {
  useEffect(() => {
    document.title = `${text} - eSec Auction`;
  }, [text]);
  return <h1>{children ?? text}</h1>;
}
