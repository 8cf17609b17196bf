import { createRoot } from "react-dom/client";
import { App } from "./App.js";
import type { EditorWords } from "./formContext.js";
import type { PreviewWords } from "./preview/PreviewPanel.js";
import "./editor.css";

// The page (src/server/editor/editorPlugin.ts) embeds the words of every adminEditor… section of the messages; the editor's are
// adminEditorPage. Without them they come with the documents (App.tsx).
const block = document.getElementById("editor-words");
const embedded = block?.textContent ? (JSON.parse(block.textContent) as { adminEditorPage?: EditorWords; adminEditorPreview?: PreviewWords }) : {};
const mount = document.getElementById("editor");
if (mount) createRoot(mount).render(<App embeddedWords={embedded.adminEditorPage} previewWords={embedded.adminEditorPreview} />);
