import { createContext, use } from "react";

import type { ImageAlts } from "~/content/image-alts";

/*
 * What the layout's loader reads for every page when it is built (app/routes/layout.tsx) and provides to the
 * components that show it, so that no page's script carries it. One module, so that every page loads it once.
 */

/**
 * What the cheapest whole move within one city costs, in rupees: the lowest figure of the local price table's
 * total row (content/<language>/prices.json), which the heroes quote.
 */
export const LocalMoveFrom = createContext<number | undefined>(undefined);

export const useLocalMoveFrom = () => use(LocalMoveFrom);

/**
 * What each picture shows, in words, in the page's language (content/<language>/images.json and the cities
 * file); a picture outside the layout (a component's test) has none.
 */
export const ImageAltsContext = createContext<ImageAlts>({});

export const useImageAlts = () => use(ImageAltsContext);
