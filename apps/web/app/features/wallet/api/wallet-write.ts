import type { Language } from "@cinelux/contract/languages";
import type { WalletResponse } from "@cinelux/contract/wallet";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { reloadWallet } from "../../../lib/account/wallet";
import { apiRequest } from "../../../lib/api/api-client";
import { captchaHeaders } from "../../../lib/captcha/captcha-answer";

export interface WalletCall {
  path: string;
  method: "PATCH" | "POST" | "DELETE";
  body: unknown;
}

/** One wallet write: the call with the captcha header (SPEC 5), answered by the whole wallet. */
export function walletWrite(language: Language, call: WalletCall, captcha: string): Promise<WalletResponse> {
  return apiRequest<WalletResponse>({ ...call, language, headers: captchaHeaders(captcha) });
}

/**
 * What every wallet write shares: the captcha answer in, the wallet reloaded from the answer (SPEC 4).
 * The forms show the refusals they know in place (captcha, coded refusals), so no toast here.
 */
export function useWalletWrite<TInput>(language: Language, call: (input: TInput) => WalletCall) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, captcha }: { input: TInput; captcha: string }) =>
      walletWrite(language, call(input), captcha),
    onSuccess: (wallet) => reloadWallet(queryClient, language, wallet),
    meta: { errorToast: "none" },
  });
}
