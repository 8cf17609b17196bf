import { createRoot } from "react-dom/client";
import { App } from "./App.js";
import type { EditorWords } from "./formContext.js";
import "./editor.css";

// The page (routes/adminEditor.ts) may embed the editor's words; otherwise they come with the documents.
const block = document.getElementById("admin-editor-page-words");
const embeddedWords = block?.textContent ? (JSON.parse(block.textContent) as EditorWords) : undefined;
const mount = document.getElementById("editor");
if (mount) createRoot(mount).render(<App embeddedWords={embeddedWords} />);
