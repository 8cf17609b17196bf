import { hydrateRoot } from "react-dom/client";
import { registryFor } from "../renderer/clientRegistry.js";
import { RenderPage } from "../renderer/RenderPage.js";
import type { PageData } from "../renderer/resolve/pageData.js";
import "./styles/site.css";

// The page's HTML is already there; React takes it over with the data it was built from.
const dataElement = document.getElementById("page-data");
const root = document.getElementById("root");
if (dataElement && root) {
  const data = JSON.parse(dataElement.textContent ?? "{}") as PageData;
  // Hydration must draw what the prerender drew, so the code of every block on the page is loaded first.
  void registryFor(data.blocks.map((b) => b.type)).then((registry) => hydrateRoot(root, <RenderPage data={data} registry={registry} />));
}
