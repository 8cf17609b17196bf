import { useBlockRoot, type BlockProps } from "../../../renderer/index.js";
import { SiteLink } from "../SiteLink.js";

export function Cta({ heading, text, action }: BlockProps<"cta">) {
  return (
    <section className="cta" {...useBlockRoot()}>
      <h2>{heading}</h2>
      {text && <p>{text}</p>}
      <SiteLink link={action} className="button">
        {action.text}
      </SiteLink>
    </section>
  );
}
