import type { Layer } from "./eslint/importLayers.js";
export const layers: Layer[];
