import { hydrateIslands } from "../renderer/hydrateIslands.js";
import type { IslandData } from "../renderer/islands.js";
import { islands } from "./registry.js";
import "./styles/site.css";

// The page's HTML is already there; React takes over only its islands, with the data they were built from.
const dataElement = document.getElementById("page-data");
if (dataElement) void hydrateIslands(islands, JSON.parse(dataElement.textContent ?? "{}") as IslandData);
