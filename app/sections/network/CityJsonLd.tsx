import { site } from "~/config/site";
import { cityEmail, cityPath, type City } from "~/content/cities";
import { canonicalUrl } from "~/lib/seo";

/** schema.org MovingCompany data for the branch, so search engines can tie the page to the office. */
export function CityJsonLd({ city }: { city: City }) {
  const data = {
    "@context": "https://schema.org",
    "@type": "MovingCompany",
    name: `${site.brand}, ${city.name}`,
    url: canonicalUrl(cityPath(city.slug)),
    telephone: `+91${city.phone}`,
    email: cityEmail(city, site.email),
    address: {
      "@type": "PostalAddress",
      streetAddress: city.office.street,
      addressLocality: `${city.office.locality}, ${city.name}`,
      addressRegion: city.state,
      postalCode: city.office.pin,
      addressCountry: "IN",
    },
    geo: { "@type": "GeoCoordinates", latitude: city.office.lat, longitude: city.office.lon },
    areaServed: city.localities.map((name) => ({ "@type": "Place", name })),
  };
  // "<" is escaped so no text in the data can close the script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
