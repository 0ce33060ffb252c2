/**
 * The sentences and labels the quick estimate writes (./estimate.ts): templates of the estimator's words
 * (content/<language>/estimator.json `lines`) that the estimate fills with its figures, passed as an argument so
 * this library holds no words. The page passes its language's; what the office receives (the free-estimate
 * summary) is written with the English file's. Figures arrive already formatted, so no language recomputes them.
 */
import type { EstimatorContent } from "~/content/schemas/estimator";

/** Which table a distance outside its bands is about. */
export type BandTable = "distance" | "bike";
/** A language's templates of the estimate's lines. */
export type EstimatorPhrases = EstimatorContent["lines"];
