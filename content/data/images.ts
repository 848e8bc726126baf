import type { z } from "zod";
import type { commonsImageSchema } from "../schema.ts";

// Wikimedia Commons photographs used by the starter content, with their credits.
// Every file name and credit below was checked against public records of the file before use
// (see the hand-over notes); re-check the file page on Commons before adding a new one.
// The alt text is written per use, so it lives with the record, not here.

type ContentImageInput = z.input<typeof commonsImageSchema>;
export type Credit = Omit<ContentImageInput, "alt">;

const BY_SA_4 = {
  licence: "CC BY-SA 4.0",
  licenceUrl: "https://creativecommons.org/licenses/by-sa/4.0/",
};
const BY_SA_3 = {
  licence: "CC BY-SA 3.0",
  licenceUrl: "https://creativecommons.org/licenses/by-sa/3.0/",
};
const BY_SA_2_5 = {
  licence: "CC BY-SA 2.5",
  licenceUrl: "https://creativecommons.org/licenses/by-sa/2.5/",
};
const BY_SA_2 = {
  licence: "CC BY-SA 2.0",
  licenceUrl: "https://creativecommons.org/licenses/by-sa/2.0/",
};
const BY_4 = { licence: "CC BY 4.0", licenceUrl: "https://creativecommons.org/licenses/by/4.0/" };
const BY_2 = { licence: "CC BY 2.0", licenceUrl: "https://creativecommons.org/licenses/by/2.0/" };
const FAL = { licence: "Free Art License", licenceUrl: "https://artlibre.org/licence/lal/en/" };

export const credits = {
  // Agra
  tajMahalEdited: {
    commons: "Taj_Mahal_(Edited).jpeg",
    author: "Yann; edited by Jim Carter",
    ...BY_SA_4,
  },
  tajMahalAgra: { commons: "Taj_Mahal,_Agra,_India.jpg", author: "Yann", ...BY_SA_4 },
  agraFort: { commons: "Agra_03-2016_16_Agra_Fort.jpg", author: "A.Savin", ...FAL },
  // Jaipur
  hawaMahal: {
    commons: "East_facade_Hawa_Mahal_Jaipur_from_ground_level_(July_2022)_-_img_01.jpg",
    author: "Chainwit.",
    ...BY_SA_4,
  },
  amberFort: {
    commons: "20191219_Fort_Amber,_Amer,_Jaipur_0955_9481.jpg",
    author: "Jakub Hałun",
    ...BY_SA_4,
  },
  rambaghPalace: {
    commons: "Rambagh_Palace_view_from_garden,_July_2016.jpg",
    author: "Sunnya343",
    ...BY_SA_4,
  },
  // Varanasi and the Buddhist circuit
  dashashwamedhGhat: {
    commons: "Dasaswamedh_ghat-varanasi_india-andres_larin.jpg",
    author: "Saaremees",
    ...BY_SA_4,
  },
  mahabodhiTemple: { commons: "Mahabodhitemple.jpg", author: "Bpilgrim", ...BY_SA_2_5 },
  // Rajasthan beyond Jaipur
  mehrangarhFort: { commons: "Mehrangarh_Fort_sanhita.jpg", author: "Sanhitasinha", ...BY_SA_4 },
  udaipurCityPalace: {
    commons: "Evening_view,_City_Palace,_Udaipur.jpg",
    author: "Geri from Biel/Bienne, Schweiz",
    ...BY_SA_2,
  },
  pushkar: { commons: "Pushkar.jpg", author: "Bernard Gagnon", ...BY_SA_3 },
  // Kerala and the coast
  keralaHouseboat: { commons: "House_Boat_DSW.jpg", author: "Augustus Binu", ...BY_SA_3 },
  alappuzhaBoat: { commons: "Alappuzha_Boat_Beauty_W.jpg", author: "Augustus Binu", ...BY_SA_3 },
  varkalaBeach: {
    commons: "Varkala_Beach,_Varkala,_Kerala.jpg",
    author: "Devender Goyal",
    ...BY_SA_4,
  },
  kovalamBeach: {
    commons: "Kovalam_beach_trivandrum_kerala.jpg",
    author: "Georgeumartin",
    ...BY_SA_4,
  },
  havelockIsland: {
    commons: "Havelock,_Andaman_&_Nicobar_Islands.JPG",
    author: "Dr. K. Vedhagiri",
    ...BY_SA_3,
  },
  bomJesus: {
    commons: "Front_Elevation_of_Basilica_of_Bom_Jesus.jpg",
    author: "iMahesh",
    ...BY_SA_4,
  },
  gatewayOfIndia: { commons: "Mumbai_03-2016_30_Gateway_of_India.jpg", author: "A.Savin", ...FAL },
  // Hills, mountains and the Himalaya
  shimla: {
    commons: "Landscape_of_Shimla_,_Himachal_Pradesh.jpg",
    author: "Navneet Sharma",
    ...BY_SA_4,
  },
  rohtangSnow: {
    commons: "Snow_Rohtang_Range_Manali_May24_A7CR_00128.jpg",
    author: "Timothy A. Gonsalves",
    ...BY_SA_4,
  },
  kulluValley: {
    commons: "Kullu_Valley,_Beas_River_near_Manali,_India.jpg",
    author: "Vyacheslav Argenberg",
    ...BY_4,
  },
  chandraTaal: {
    commons: "Chandra_Taal_(Lake),_HP,_India,_D35_7333_nx01.jpg",
    author: "Adarsh Patel",
    ...BY_SA_4,
  },
  kodaikanalLake: {
    commons: "Boating_in_Kodaikanal_Lake_with_Mist.jpg",
    author: "KARTY JazZ",
    ...BY_SA_4,
  },
  lehFromShantiStupa: {
    commons: "Leh_City_seen_from_Shanti_Stupa.JPG",
    author: "Anirvan Shukla",
    ...BY_SA_3,
  },
  valleyOfFlowers: {
    commons: "Glimpse_of_Nanda_Devi_amidst_the_clouds_from_Valley_of_Flowers.jpg",
    author: "John Muir Fan 86",
    ...BY_SA_4,
  },
  dalLake: {
    commons: "Dal_Lake_Hazratbal_Srinagar.jpg",
    author: "Suhail Skindar Sofi",
    ...BY_SA_4,
  },
  parmarthNiketan: {
    commons: "Rishikesh_at_night_-_Parmarth_Niketan_Ashram.jpg",
    author: "Sheikh Ershad",
    ...BY_SA_2,
  },
  // Elsewhere in India
  rannOfKutch: {
    commons: "Sunset_at_Rann_of_Kutch,_Dhordo,_Gujarat.jpg",
    author: "NandaMunish",
    ...BY_SA_4,
  },
  livingRootBridge: {
    commons: "Living_root_bridges,_Nongriat_village,_Meghalaya2.jpg",
    author: "Arshiya Urveeja Bose",
    ...BY_2,
  },
  // Food
  bengaliThali: { commons: "Bengali_Non-vegetarian_thali.jpg", author: "Marajozkee", ...BY_SA_4 },
  panipuri: { commons: "Panipuri-MB40.jpg", author: "Rajeeb Dutta", ...BY_SA_4 },
} satisfies Record<string, Credit>;

/** A credited photograph with alt text written for the place it is used. */
export function photo(credit: Credit, alt: string): ContentImageInput {
  return { ...credit, alt };
}
