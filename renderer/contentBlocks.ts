import { Cta } from "../src/blocks/content/Cta.js";
import { Faq } from "../src/blocks/content/Faq.js";
import { Hero } from "../src/blocks/content/Hero.js";
import { LinkList } from "../src/blocks/content/LinkList.js";
import { PageIndex } from "../src/blocks/content/PageIndex.js";
import { RichText } from "../src/blocks/content/RichText.js";
import { Steps } from "../src/blocks/content/Steps.js";
import type { BlockRegistry } from "./types/blocks.js";

/** The small content blocks: every page's JavaScript carries them. */
export const contentBlocks = {
  hero: Hero,
  richText: RichText,
  steps: Steps,
  faq: Faq,
  cta: Cta,
  linkList: LinkList,
  pageIndex: PageIndex,
} satisfies Partial<BlockRegistry>;
