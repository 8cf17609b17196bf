import type { LeadFormDocument } from "../../../renderer/types/documents.js";
import type { LeadFormMessages } from "./leadFormRules.js";

/** The lead form's banner, title, description, offer and side images, and the 'confused?' panel (spec 2.5 layouts). */
export function LeadFormIntro({ form, messages: m, titleId }: { form: LeadFormDocument; messages: LeadFormMessages; titleId: string }) {
  return (
    <>
      {form.images?.banner && <img className="lead-banner" src={form.images.banner.src} alt={form.images.banner.alt} width={form.images.banner.width} height={form.images.banner.height} />}
      <div className="lead-intro">
        <h2 id={titleId}>{form.title}</h2>
        {form.description && <p className="lead-description">{form.description}</p>}
        {form.images?.offer && <img className="lead-offer" src={form.images.offer.src} alt={form.images.offer.alt} width={form.images.offer.width} height={form.images.offer.height} />}
        {form.images?.side && <img className="lead-side" src={form.images.side.src} alt={form.images.side.alt} width={form.images.side.width} height={form.images.side.height} />}
        {form.showConfusedPanel && (
          <aside className="lead-confused">
            <h3>{m.confusedTitle}</h3>
            <p>{m.confusedText}</p>
          </aside>
        )}
      </div>
    </>
  );
}
