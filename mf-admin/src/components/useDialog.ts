import { useState } from 'react';
import { useReturnFocus } from '@portal/shared/ui/useReturnFocus';

/** Which dialog of a screen is open; focus goes back to what opened it when it closes. */
export function useDialog<D>() {
  const [dialog, setDialog] = useState<D | null>(null);
  const returnFocus = useReturnFocus();
  return {
    dialog,
    /** Replaces the open dialog by another without moving focus (a confirmation's result). */
    setDialog,
    open: (d: D) => {
      returnFocus.remember();
      setDialog(d);
    },
    close: () => {
      setDialog(null);
      returnFocus.restore();
    },
  };
}
