import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Every route change starts at the top of the new page. */
export function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location]);
  return null;
}
