import type { ReactNode } from 'react';
import classes from './CallsToAction.module.css';

/** A hero's or a closing band's buttons (`primaryAction` first): side by side, one to a line on phones. */
export function CallsToAction({ children }: { children: ReactNode }) {
  return <div className={classes.actions}>{children}</div>;
}
