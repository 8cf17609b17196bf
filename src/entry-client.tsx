import { hydrateRoot } from "react-dom/client";
import { blockRegistry } from "../renderer/registry.js";
import { RenderPage } from "../renderer/RenderPage.js";
import type { PageData } from "../renderer/resolve/pageData.js";
import "./styles/site.css";

// The page's HTML is already there; React takes it over with the data it was built from.
const dataElement = document.getElementById("page-data");
const root = document.getElementById("root");
if (dataElement && root) {
  const data = JSON.parse(dataElement.textContent ?? "{}") as PageData;
  hydrateRoot(root, <RenderPage data={data} registry={blockRegistry} />);
}
