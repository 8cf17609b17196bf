import type { CommonImage, LeadFormDocument } from "../../../renderer/types/documents.js";
import type { LeadFormMessages } from "./leadFormRules.js";

/** A picture of the form document at its own size; nothing when the document has none. */
const picture = (className: string, image?: CommonImage) => image && <img className={className} src={image.src} alt={image.alt} width={image.width} height={image.height} />;

/** The lead form's banner, title, description, offer and side images, and the 'confused?' panel (spec 2.5 layouts). */
export function LeadFormIntro({ form, messages: m, titleId }: { form: LeadFormDocument; messages: LeadFormMessages; titleId: string }) {
  return (
    <>
      {picture("lead-banner", form.images?.banner)}
      <div className="lead-intro">
        <h2 id={titleId}>{form.title}</h2>
        {form.description && <p className="lead-description">{form.description}</p>}
        {picture("lead-offer", form.images?.offer)}
        {picture("lead-side", form.images?.side)}
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
