/** The testimonials page's section words in Hindi, translated by the names their sections give them. */
import { indianNumber } from "~/config/numbers";
import type { Dictionary } from "~/locales/book";

export const testimonialSectionPhrases = {
  testimonialGridWords: {
    title: "ग्राहकों की अपनी जुबानी",
    intro: "घर, ऑफिस, वाहन, डिफेंस और कलाकृतियों की शिफ्टिंग — कोलकाता से चेन्नई तक और बीच के हर शहर से।",
    translatedNote: "ग्राहकों ने ये रिव्यू अंग्रेजी में लिखे थे; यहां उनका हिन्दी अनुवाद है।",
    list: (n: number) => `ग्राहकों के ${indianNumber(n)} रिव्यू`,
    more: (n: number) => `ग्राहकों के ${indianNumber(n)} और रिव्यू`,
    filters: "रिव्यू छांटें",
    service: "सेवा",
    allServices: "सभी सेवाएं",
    city: "शहर",
    allCities: "सभी शहर",
    showing: (shown: number, total: number) => `${indianNumber(total)} में से ${indianNumber(shown)} दिख रहे हैं`,
    showMore: (n: number) => `${indianNumber(n)} और रिव्यू देखें`,
    showFewer: "कम रिव्यू दिखाएं",
    none: "कोई रिव्यू दोनों से मेल नहीं खाता। कोई और सेवा या शहर चुनें।",
  },
} satisfies Dictionary;
