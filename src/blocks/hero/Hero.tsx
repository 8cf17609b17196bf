import { useBlockRoot, type BlockProps } from "../../../renderer/index.js";
import { SiteLink } from "../SiteLink.js";

export function Hero({ heading, subheading, image, actions }: BlockProps<"hero">) {
  return (
    <section className="hero" {...useBlockRoot()}>
      <div className="hero-text">
        <h1>{heading}</h1>
        {subheading && <p className="hero-sub">{subheading}</p>}
        {actions && actions.length > 0 && (
          <p className="hero-actions">
            {actions.map((a, i) => (
              <SiteLink key={a.url} link={a} className={i === 0 ? "button" : "button button-secondary"}>
                {a.text}
              </SiteLink>
            ))}
          </p>
        )}
      </div>
      {image && <img className="hero-image" src={image.src} alt={image.alt} width={image.width} height={image.height} />}
    </section>
  );
}
