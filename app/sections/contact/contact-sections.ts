/**
 * The contact page's sections that nothing above them needs at load (the office and its map, the company's
 * identity, the social links), in one module so that their code, loaded at the visitor's first scroll or input
 * (components/deferred.tsx), is asked for in one request.
 */
export { FollowUs } from "./follow-us";
export { HeadOffice } from "./head-office";
export { CompanyIdentity } from "~/components/company-identity";
