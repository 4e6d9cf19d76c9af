import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '@portal/shared';
import { FORM_PARAMS } from '@portal/shared/formLinks';

export interface MachinePrefill {
  model?: string;
  serialNumber?: string;
  dealerCode?: string;
}

/**
 * What a link from a machine (its page, an inventory row) pre-fills: model, serial number and
 * dealer code. The dealer is taken only when it is the dealer the user acts for: the
 * API names the acting dealer on every form anyway, and a link must not suggest another one.
 */
export function useMachinePrefill(): MachinePrefill {
  const [params] = useSearchParams();
  const acting = useAuth((s) => s.dealerCode);
  const model = params.get(FORM_PARAMS.model)?.trim();
  const serial = params.get(FORM_PARAMS.serial)?.trim();
  const dealer = params.get(FORM_PARAMS.dealer)?.trim();
  return useMemo(
    () => ({
      ...(model ? { model } : {}),
      ...(serial ? { serialNumber: serial } : {}),
      ...(dealer && dealer === acting ? { dealerCode: dealer } : {}),
    }),
    [model, serial, dealer, acting],
  );
}
