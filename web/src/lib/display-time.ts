import { formatEst } from '../../../core/clock/eastern-format';

/** An instant from the server as the lists show it (New York time, core/clock); blank when unreadable, so a bad row never breaks a table. */
export const estOrBlank = (iso: string | null | undefined): string => {
  if (!iso) return '';
  try {
    return formatEst(iso);
  } catch {
    return '';
  }
};
