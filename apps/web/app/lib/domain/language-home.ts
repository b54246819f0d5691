import { domainFromHost } from "@cinelux/contract/domains";
import { paths } from "../routing/paths";

/** SPEC 2.2 empty path: the first language of the domain serving this host, query kept. */
export function languageHomePath(host: string | null, search = ""): string {
  return `${paths.home(domainFromHost(host).languages[0])}${search}`;
}
