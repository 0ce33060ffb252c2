import { createContext, use } from "react";

/**
 * What the cheapest whole move within one city costs, in rupees: the lowest figure of the local price table's
 * total row (content/<language>/prices.json). The layout's loader reads it when a page is built and provides it
 * here, so the heroes that quote it carry no price table in their script.
 */
export const LocalMoveFrom = createContext<number | undefined>(undefined);

export const useLocalMoveFrom = () => use(LocalMoveFrom);
