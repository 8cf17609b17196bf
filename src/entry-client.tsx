import { hydrateRoot } from "react-dom/client";
import { loadComponents } from "../renderer/loadComponents.js";
import { RenderPage } from "../renderer/RenderPage.js";
import type { PageData } from "../renderer/resolve/pageData.js";
import { registry } from "./registry.js";
import "./styles/site.css";

// The page's HTML is already there; React takes it over with the data it was built from.
const dataElement = document.getElementById("page-data");
const root = document.getElementById("root");
if (dataElement && root) {
  const data = JSON.parse(dataElement.textContent ?? "{}") as PageData;
  // Hydration must draw what the prerender drew, so the code of every block on the page is loaded first.
  const types = [...data.top, ...data.blocks, ...data.bottom].map((b) => b.type);
  void loadComponents(registry, types).then((components) => hydrateRoot(root, <RenderPage data={data} registry={components} />));
}
