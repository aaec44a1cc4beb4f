/**
 * Sinhala and Tamil names of the demo catalogue's categories and subcategories, keyed by the English name in
 * catalogue.ts (subcategory names are unique across the catalogue); stored as their translations (NameTranslations in
 * lib/catalog/translations.ts).
 */
export const SEED_CATEGORY_NAMES: Record<string, { si: string; ta: string }> = {
  Groceries: { si: 'සිල්ලර භාණ්ඩ', ta: 'மளிகைப் பொருட்கள்' },
  'Rice & Grains': { si: 'සහල් සහ ධාන්‍ය', ta: 'அரிசி மற்றும் தானியங்கள்' },
  'Cooking Essentials': { si: 'ඉවුම් පිහුම් අත්‍යවශ්‍ය', ta: 'சமையல் அத்தியாவசியங்கள்' },
  'Snacks & Sweets': { si: 'කෙටි කෑම සහ රසකැවිලි', ta: 'சிற்றுண்டிகள் மற்றும் இனிப்புகள்' },
  'Spices & Tea': { si: 'කුළුබඩු සහ තේ', ta: 'மசாலாப் பொருட்கள் மற்றும் தேயிலை' },
  Tea: { si: 'තේ', ta: 'தேயிலை' },
  'Whole Spices': { si: 'සම්පූර්ණ කුළුබඩු', ta: 'முழு மசாலாப் பொருட்கள்' },
  'Curry Powders': { si: 'කරි කුඩු', ta: 'கறித் தூள்கள்' },
  Electronics: { si: 'ඉලෙක්ට්‍රොනික උපකරණ', ta: 'மின்னணுப் பொருட்கள்' },
  Audio: { si: 'ශ්‍රව්‍ය උපකරණ', ta: 'ஒலிச் சாதனங்கள்' },
  'Computers & Accessories': { si: 'පරිගණක සහ උපාංග', ta: 'கணினிகள் மற்றும் துணைப் பொருட்கள்' },
  'Power & Lighting': { si: 'විදුලිය සහ ආලෝකකරණය', ta: 'மின்சாரம் மற்றும் விளக்குகள்' },
  'Mobile Phones & Accessories': { si: 'ජංගම දුරකථන සහ උපාංග', ta: 'கைபேசிகள் மற்றும் துணைப் பொருட்கள்' },
  'Smartphones & Tablets': { si: 'ස්මාර්ට් ෆෝන් සහ ටැබ්ලට්', ta: 'திறன்பேசிகள் மற்றும் டேப்லெட்டுகள்' },
  'Chargers & Cables': { si: 'චාජර් සහ කේබල්', ta: 'சார்ஜர்கள் மற்றும் கேபிள்கள்' },
  'Cases & Protection': { si: 'කවර සහ ආරක්ෂණ', ta: 'உறைகள் மற்றும் பாதுகாப்பு' },
  Fashion: { si: 'ඇඟලුම්', ta: 'ஆடை அலங்காரம்' },
  "Men's Wear": { si: 'පිරිමි ඇඳුම්', ta: 'ஆண்கள் ஆடைகள்' },
  "Women's Wear": { si: 'කාන්තා ඇඳුම්', ta: 'பெண்கள் ஆடைகள்' },
  Footwear: { si: 'පාවහන්', ta: 'காலணிகள்' },
  'Home & Kitchen': { si: 'නිවස සහ මුළුතැන්ගෙය', ta: 'வீடு மற்றும் சமையலறை' },
  Cookware: { si: 'ඉවුම් භාජන', ta: 'சமையல் பாத்திரங்கள்' },
  'Kitchen Appliances': { si: 'මුළුතැන්ගෙයි උපකරණ', ta: 'சமையலறை உபகரணங்கள்' },
  'Home Essentials': { si: 'නිවසේ අත්‍යවශ්‍ය', ta: 'வீட்டு அத்தியாவசியங்கள்' },
  'Beauty & Personal Care': { si: 'රූපලාවණ්‍ය සහ පෞද්ගලික සත්කාර', ta: 'அழகு மற்றும் தனிநபர் பராமரிப்பு' },
  'Skin Care': { si: 'සම ආරක්ෂණය', ta: 'சருமப் பராமரிப்பு' },
  'Hair Care': { si: 'කෙස් ආරක්ෂණය', ta: 'கூந்தல் பராமரிப்பு' },
  'Ayurvedic Care': { si: 'ආයුර්වේද සත්කාර', ta: 'ஆயுர்வேதப் பராமரிப்பு' },
  'Sports & Outdoors': { si: 'ක්‍රීඩා සහ එළිමහන්', ta: 'விளையாட்டு மற்றும் வெளிப்புறம்' },
  Cricket: { si: 'ක්‍රිකට්', ta: 'கிரிக்கெட்' },
  Fitness: { si: 'ශාරීරික යෝග්‍යතාව', ta: 'உடற்பயிற்சி' },
  'Outdoor & Camping': { si: 'එළිමහන් සහ කඳවුරු', ta: 'வெளிப்புறம் மற்றும் முகாம்' },
  'Books & Stationery': { si: 'පොත් සහ ලිපි ද්‍රව්‍ය', ta: 'புத்தகங்கள் மற்றும் எழுதுபொருட்கள்' },
  Books: { si: 'පොත්', ta: 'புத்தகங்கள்' },
  'School Supplies': { si: 'පාසල් උපකරණ', ta: 'பள்ளிப் பொருட்கள்' },
  'Office Stationery': { si: 'කාර්යාල ලිපි ද්‍රව්‍ය', ta: 'அலுவலக எழுதுபொருட்கள்' },
  'Toys & Baby': { si: 'සෙල්ලම් බඩු සහ ළදරු', ta: 'விளையாட்டுப் பொருட்கள் மற்றும் குழந்தை' },
  'Toys & Games': { si: 'සෙල්ලම් බඩු සහ ක්‍රීඩා', ta: 'விளையாட்டுப் பொருட்கள் மற்றும் விளையாட்டுகள்' },
  'Baby Care': { si: 'ළදරු සත්කාර', ta: 'குழந்தைப் பராமரிப்பு' },
  Feeding: { si: 'කෑම කැවීම', ta: 'உணவூட்டல்' },
};

/** The stored translations of a seeded category's or subcategory's name. */
export function seedNameTranslations(name: string) {
  const names = SEED_CATEGORY_NAMES[name];
  return names ? { si: { name: names.si }, ta: { name: names.ta } } : {};
}
