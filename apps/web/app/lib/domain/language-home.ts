import { domainFromHost } from "@cinelux/contract/domains";

/** SPEC 2.2 empty path: the first language of the domain serving this host, query kept. */
export function languageHomePath(host: string | null, search = ""): string {
  return `/${domainFromHost(host).languages[0]}${search}`;
}
