/**
 * The demo catalogue: a Sri Lankan general store, prices in LKR.
 *
 * Products are written grouped by category and subcategory (so nobody repeats those names 140 times) and
 * flattened into CATEGORIES, SUBCATEGORIES and PRODUCTS, which the seed, the image generator and the tests read.
 * Brands are invented. Everything here is deterministic, so every run seeds the same shop.
 */

/** The simple drawing on a category's images (see svg.ts). */
export type Pictogram = 'bowl' | 'leaf' | 'monitor' | 'phone' | 'shirt' | 'pot' | 'bottle' | 'ball' | 'book' | 'teddy';

/** Key/value lines shown on the product page (Product.moreDetails). */
export type ProductDetails = Record<string, string>;

export interface CatalogueCategory {
  name: string;
  slug: string;
  /** Public URL of the category image. */
  image: string;
  /** Base hue (0-359) of the category's image gradients. */
  hue: number;
  pictogram: Pictogram;
}

export interface CatalogueSubcategory {
  name: string;
  slug: string;
  image: string;
  /** Name of the category it belongs to. */
  category: string;
}

export interface CatalogueProduct {
  name: string;
  slug: string;
  category: string;
  subcategory: string;
  /** What the shopper pays, in LKR, as an exact decimal string ('1250.00'). */
  price: string;
  /** Percent; 0 means not on offer. */
  discount: number;
  stock: number;
  unit: string;
  description: string;
  moreDetails: ProductDetails;
  /** Public URLs, the first is the cover. */
  images: string[];
}

export interface CatalogueCoupon {
  /** Upper-case, as coupon codes are stored. */
  code: string;
  discountPercent: number;
  /** The expiry date is this many months after the coupon is first seeded. */
  validForMonths: number;
  /** 0 means unlimited. */
  usageLimit: number;
  /** Uses per shopper; null means no limit. */
  perShopperLimit: number | null;
  description: string;
}

/** A product as written below: its slug, images, category and subcategory follow from where it sits. */
type ProductEntry = Omit<CatalogueProduct, 'slug' | 'images' | 'category' | 'subcategory'>;
type SubcategoryEntry = { name: string; products: ProductEntry[] };
type CategoryEntry = { name: string; hue: number; pictogram: Pictogram; subcategories: SubcategoryEntry[] };

const ENTRIES: CategoryEntry[] = [
  {
    name: 'Groceries',
    hue: 28,
    pictogram: 'bowl',
    subcategories: [
      {
        name: 'Rice & Grains',
        products: [
          { name: 'Samba Rice 5kg', price: '1450.00', discount: 0, stock: 120, unit: '5 kg',
            description: 'Fragrant short-grain samba from Polonnaruwa, the everyday rice of Sri Lankan kitchens. Cooks fluffy and goes with any curry.',
            moreDetails: { Brand: 'Ruhuna Mills', Origin: 'Polonnaruwa', Weight: '5 kg' } },
          { name: 'Red Kekulu Rice 5kg', price: '1350.00', discount: 10, stock: 80, unit: '5 kg',
            description: 'Unpolished red raw rice, rich in fibre with a nutty bite. Ideal for a wholesome rice and curry.',
            moreDetails: { Brand: 'Ruhuna Mills', Origin: 'Ampara', Weight: '5 kg' } },
          { name: 'Keeri Samba Rice 5kg', price: '1850.00', discount: 0, stock: 60, unit: '5 kg',
            description: 'Tiny, aromatic keeri samba grains, the favourite for biriyani and festive lunches.',
            moreDetails: { Brand: 'Polonnaruwa Paddy Co.', Origin: 'Polonnaruwa', Weight: '5 kg' } },
          { name: 'Suwandel Heritage Rice 2kg', price: '1250.00', discount: 0, stock: 0, unit: '2 kg',
            description: 'A traditional white heritage rice with a mild milky aroma, grown without agro-chemicals.',
            moreDetails: { Brand: 'Serendib Foods', Origin: 'Kurunegala', Weight: '2 kg', Farming: 'Organic' } },
          { name: 'Kurakkan Flour 1kg', price: '650.00', discount: 0, stock: 45, unit: '1 kg',
            description: 'Stone-ground finger millet flour for kurakkan roti, pittu and porridge.',
            moreDetails: { Brand: 'Serendib Foods', Origin: 'Monaragala', Weight: '1 kg' } },
          { name: 'Green Gram 1kg', price: '980.00', discount: 5, stock: 70, unit: '1 kg',
            description: 'Whole mung beans, cleaned and sorted. Boil for a classic Sri Lankan breakfast or make mung kavum.',
            moreDetails: { Brand: 'Serendib Foods', Origin: 'Anuradhapura', Weight: '1 kg' } },
        ],
      },
      {
        name: 'Cooking Essentials',
        products: [
          { name: 'Kithul Treacle 750ml', price: '1800.00', discount: 15, stock: 40, unit: '750 ml',
            description: 'Pure kithul palm treacle tapped in Sabaragamuwa. Pour it over buffalo curd or use it in sweets.',
            moreDetails: { Brand: 'Serendib Foods', Origin: 'Ratnapura', Volume: '750 ml' } },
          { name: 'Kithul Jaggery 500g', price: '1200.00', discount: 0, stock: 30, unit: '500 g',
            description: 'Hand-made kithul hakuru with a deep caramel taste. Enjoy it with plain tea or in kavum and aluwa.',
            moreDetails: { Brand: 'Serendib Foods', Origin: 'Ratnapura', Weight: '500 g' } },
          { name: 'Coconut Milk Powder 300g', price: '520.00', discount: 0, stock: 150, unit: '300 g',
            description: 'Creamy coconut milk in seconds for curries, kiribath and sweets.',
            moreDetails: { Brand: 'Serendib Foods', Weight: '300 g', Serves: 'About 15 curries' } },
          { name: 'Virgin Coconut Oil 500ml', price: '1650.00', discount: 10, stock: 55, unit: '500 ml',
            description: 'Cold-pressed from fresh coconut kernel, with a light coconut aroma. Good for cooking, hair and skin.',
            moreDetails: { Brand: 'Kurunegala Coconut Co.', Origin: 'Kurunegala', Volume: '500 ml', Process: 'Cold pressed' } },
          { name: 'Pure Coconut Oil 1L', price: '1100.00', discount: 0, stock: 90, unit: '1 L',
            description: 'Everyday coconut oil for tempering and frying, filtered twice for a clean taste.',
            moreDetails: { Brand: 'Kurunegala Coconut Co.', Origin: 'Kurunegala', Volume: '1 L' } },
        ],
      },
      {
        name: 'Snacks & Sweets',
        products: [
          { name: 'Cream Crackers 500g', price: '480.00', discount: 0, stock: 200, unit: '500 g',
            description: 'Light, crisp crackers for tea time or with a slice of cheese.',
            moreDetails: { Brand: 'Serendib Foods', Weight: '500 g' } },
          { name: 'Milk Toffee 200g', price: '550.00', discount: 0, stock: 65, unit: '200 g',
            description: 'Home-style milk toffee made with condensed milk and cashew, cut into neat diamonds.',
            moreDetails: { Brand: 'Galle Sweet House', Weight: '200 g', Contains: 'Milk, cashew' } },
          { name: 'Spicy Manioc Chips 150g', price: '350.00', discount: 20, stock: 110, unit: '150 g',
            description: 'Thin cassava chips tossed in chilli and salt. Dangerously moreish.',
            moreDetails: { Brand: 'Serendib Foods', Weight: '150 g', Spice: 'Hot' } },
          { name: 'Spicy Mixture 250g', price: '420.00', discount: 0, stock: 0, unit: '250 g',
            description: 'A crunchy mix of murukku, roasted peanuts, curry leaves and chilli.',
            moreDetails: { Brand: 'Jaffna Snacks', Weight: '250 g', Contains: 'Peanuts' } },
          { name: 'Kokis Pack of 20', price: '900.00', discount: 0, stock: 25, unit: 'pack of 20',
            description: 'Crisp, lacy kokis fried fresh the traditional way, an Avurudu table favourite.',
            moreDetails: { Brand: 'Galle Sweet House', Pieces: '20' } },
        ],
      },
    ],
  },
  {
    name: 'Spices & Tea',
    hue: 135,
    pictogram: 'leaf',
    subcategories: [
      {
        name: 'Tea',
        products: [
          { name: 'Ceylon BOP Black Tea 400g', price: '1150.00', discount: 10, stock: 150, unit: '400 g',
            description: 'A strong, bright broken orange pekoe from the hills of Nuwara Eliya. Brews a golden cup that takes milk well.',
            moreDetails: { Brand: 'Lanka Tea Co.', Origin: 'Nuwara Eliya', Grade: 'BOP', Weight: '400 g' } },
          { name: 'Uva Pekoe Loose Leaf Tea 250g', price: '1350.00', discount: 0, stock: 60, unit: '250 g',
            description: 'Long, wiry pekoe leaves from Uva with a brisk, slightly minty finish.',
            moreDetails: { Brand: 'Uva Highlands', Origin: 'Uva', Grade: 'Pekoe', Weight: '250 g' } },
          { name: 'Dimbula OP1 Black Tea 200g', price: '1600.00', discount: 0, stock: 35, unit: '200 g',
            description: 'Whole-leaf OP1 from the western slopes, mellow and fragrant. Best enjoyed without milk.',
            moreDetails: { Brand: 'Hill Country Estates', Origin: 'Dimbula', Grade: 'OP1', Weight: '200 g' } },
          { name: 'Ceylon Green Tea 100 Tea Bags', price: '1450.00', discount: 0, stock: 80, unit: 'pack of 100',
            description: 'Delicate green tea from low-grown Ceylon gardens, in convenient tea bags.',
            moreDetails: { Brand: 'Lanka Tea Co.', Origin: 'Ratnapura', 'Tea bags': '100' } },
          { name: 'Cinnamon Tea 25 Tea Bags', price: '690.00', discount: 20, stock: 90, unit: 'pack of 25',
            description: 'Black tea blended with true Ceylon cinnamon for a warm, sweet cup.',
            moreDetails: { Brand: 'Lanka Tea Co.', Flavour: 'Cinnamon', 'Tea bags': '25' } },
          { name: 'Ginger Black Tea 25 Tea Bags', price: '690.00', discount: 0, stock: 0, unit: 'pack of 25',
            description: 'Black tea with dried ginger, a comforting cup on a rainy monsoon evening.',
            moreDetails: { Brand: 'Lanka Tea Co.', Flavour: 'Ginger', 'Tea bags': '25' } },
        ],
      },
      {
        name: 'Whole Spices',
        products: [
          { name: 'Ceylon Cinnamon Quills 100g', price: '1250.00', discount: 0, stock: 70, unit: '100 g',
            description: 'Thin, hand-rolled Alba grade quills of true Ceylon cinnamon from the south coast.',
            moreDetails: { Brand: 'Kandy Spice Gardens', Origin: 'Galle', Grade: 'Alba', Weight: '100 g' } },
          { name: 'Black Pepper Whole 100g', price: '480.00', discount: 0, stock: 120, unit: '100 g',
            description: 'Bold, pungent peppercorns from Matale spice gardens.',
            moreDetails: { Brand: 'Matale Spice House', Origin: 'Matale', Weight: '100 g' } },
          { name: 'Green Cardamom 50g', price: '1350.00', discount: 15, stock: 40, unit: '50 g',
            description: 'Plump green pods with an intense aroma for biriyani, sweets and spiced tea.',
            moreDetails: { Brand: 'Kandy Spice Gardens', Origin: 'Kandy', Weight: '50 g' } },
          { name: 'Cloves 50g', price: '420.00', discount: 0, stock: 60, unit: '50 g',
            description: 'Hand-picked, sun-dried cloves with a rich oil content.',
            moreDetails: { Brand: 'Matale Spice House', Origin: 'Matale', Weight: '50 g' } },
          { name: 'Whole Nutmeg 100g', price: '650.00', discount: 0, stock: 30, unit: '100 g',
            description: 'Whole nutmegs to grate fresh into curries, cakes and watalappan.',
            moreDetails: { Brand: 'Kandy Spice Gardens', Origin: 'Kandy', Weight: '100 g' } },
        ],
      },
      {
        name: 'Curry Powders',
        products: [
          { name: 'Roasted Curry Powder 250g', price: '580.00', discount: 0, stock: 140, unit: '250 g',
            description: 'Dark roasted blend of coriander, cumin, fennel and curry leaves for meat and fish curries.',
            moreDetails: { Brand: 'Matale Spice House', Weight: '250 g', Blend: 'Roasted' } },
          { name: 'Unroasted Curry Powder 250g', price: '520.00', discount: 0, stock: 100, unit: '250 g',
            description: 'A light, fragrant blend for vegetable curries and dhal.',
            moreDetails: { Brand: 'Matale Spice House', Weight: '250 g', Blend: 'Unroasted' } },
          { name: 'Chilli Powder 250g', price: '620.00', discount: 10, stock: 130, unit: '250 g',
            description: 'Finely ground dried red chillies with a fiery kick and deep colour.',
            moreDetails: { Brand: 'Kandy Spice Gardens', Weight: '250 g', Heat: 'Hot' } },
          { name: 'Turmeric Powder 100g', price: '280.00', discount: 0, stock: 160, unit: '100 g',
            description: 'Bright, earthy turmeric from local farms, free of added colour.',
            moreDetails: { Brand: 'Kandy Spice Gardens', Origin: 'Kurunegala', Weight: '100 g' } },
          { name: 'Chilli Pieces 100g', price: '260.00', discount: 0, stock: 75, unit: '100 g',
            description: 'Crushed dried chilli with seeds for pol sambol and tempering.',
            moreDetails: { Brand: 'Matale Spice House', Weight: '100 g', Heat: 'Hot' } },
        ],
      },
    ],
  },
  {
    name: 'Electronics',
    hue: 205,
    pictogram: 'monitor',
    subcategories: [
      {
        name: 'Audio',
        products: [
          { name: 'Wireless Earbuds with Charging Case', price: '8990.00', discount: 20, stock: 45, unit: '1 pc',
            description: 'Compact Bluetooth earbuds with touch controls and a pocket-sized charging case.',
            moreDetails: { Brand: 'Voltra', Bluetooth: '5.3', Battery: '24 h with case', Warranty: '1 year' } },
          { name: 'Portable Bluetooth Speaker 20W', price: '12500.00', discount: 0, stock: 30, unit: '1 pc',
            description: 'Splash-proof speaker with deep bass and a 12-hour battery, made for beach days.',
            moreDetails: { Brand: 'Voltra', Output: '20 W', Battery: '12 h', Warranty: '1 year' } },
          { name: 'Noise-Cancelling Over-Ear Headphones', price: '24900.00', discount: 15, stock: 18, unit: '1 pc',
            description: 'Active noise cancelling, soft memory-foam cushions and 30 hours of playback.',
            moreDetails: { Brand: 'Voltra', Battery: '30 h', Warranty: '1 year' } },
          { name: '2.1 Channel Soundbar 120W', price: '42500.00', discount: 0, stock: 0, unit: '1 pc',
            description: 'Slim soundbar with a wireless subwoofer, HDMI ARC and Bluetooth.',
            moreDetails: { Brand: 'Voltra', Output: '120 W', Connectivity: 'HDMI ARC, Bluetooth, optical', Warranty: '1 year' } },
        ],
      },
      {
        name: 'Computers & Accessories',
        products: [
          { name: '15.6-inch Laptop i5 16GB RAM 512GB SSD', price: '245000.00', discount: 5, stock: 8, unit: '1 pc',
            description: 'A dependable everyday laptop with a full HD screen, fast SSD and backlit keyboard.',
            moreDetails: { Brand: 'Ceyntech', Processor: 'Core i5, 12th gen', Memory: '16 GB', Storage: '512 GB SSD' } },
          { name: '24-inch Full HD Monitor', price: '38500.00', discount: 10, stock: 15, unit: '1 pc',
            description: 'IPS panel with thin bezels, 75 Hz refresh and HDMI and VGA inputs.',
            moreDetails: { Brand: 'Ceyntech', Resolution: '1920 x 1080', Panel: 'IPS', Warranty: '3 years' } },
          { name: 'Wireless Optical Mouse', price: '2450.00', discount: 0, stock: 150, unit: '1 pc',
            description: 'Quiet-click mouse with a 2.4 GHz nano receiver and 12-month battery life.',
            moreDetails: { Brand: 'Ceyntech', Connection: '2.4 GHz wireless', Battery: '1 x AA' } },
          { name: 'Sinhala-English USB Keyboard', price: '3200.00', discount: 0, stock: 60, unit: '1 pc',
            description: 'Full-size keyboard with printed Sinhala Wijesekara and English legends.',
            moreDetails: { Brand: 'Ceyntech', Layout: 'Wijesekara / US', Connection: 'USB' } },
          { name: 'USB 3.0 Flash Drive 64GB', price: '2200.00', discount: 0, stock: 200, unit: '1 pc',
            description: 'Metal-body flash drive with fast USB 3.0 transfers and a key-ring loop.',
            moreDetails: { Brand: 'Ceyntech', Capacity: '64 GB', Interface: 'USB 3.0' } },
        ],
      },
      {
        name: 'Power & Lighting',
        products: [
          { name: 'Power Strip 4 Sockets with USB', price: '3900.00', discount: 0, stock: 75, unit: '1 pc',
            description: 'Four universal sockets and two USB ports, with surge protection and a 3 m cable.',
            moreDetails: { Brand: 'Voltra', Sockets: '4 universal', Cable: '3 m' } },
          { name: 'Rechargeable LED Emergency Lamp', price: '4500.00', discount: 25, stock: 55, unit: '1 pc',
            description: 'Bright LED lamp that keeps the house lit for up to 8 hours during a power cut.',
            moreDetails: { Brand: 'Voltra', Runtime: 'Up to 8 h', Charging: 'Mains or USB' } },
          { name: 'UPS 650VA Line Interactive', price: '16900.00', discount: 0, stock: 20, unit: '1 pc',
            description: 'Keeps a desktop computer and router running through short outages and voltage dips.',
            moreDetails: { Brand: 'Voltra', Capacity: '650 VA', Warranty: '2 years' } },
          { name: 'LED Bulb 12W B22 Pack of 4', price: '1800.00', discount: 10, stock: 130, unit: 'pack of 4',
            description: 'Cool daylight bulbs for the common bayonet holder, using a fraction of the power.',
            moreDetails: { Brand: 'Lumora', Power: '12 W', Fitting: 'B22', Colour: 'Cool daylight' } },
        ],
      },
    ],
  },
  {
    name: 'Mobile Phones & Accessories',
    hue: 235,
    pictogram: 'phone',
    subcategories: [
      {
        name: 'Smartphones & Tablets',
        products: [
          { name: '6.5-inch Smartphone 4GB 64GB', price: '39900.00', discount: 0, stock: 25, unit: '1 pc',
            description: 'A friendly first smartphone with a big screen, dual SIM and a two-day battery.',
            moreDetails: { Brand: 'Ceyntech', Display: '6.5 inch', Memory: '4 GB / 64 GB', Battery: '5000 mAh' } },
          { name: '6.7-inch Smartphone 8GB 256GB', price: '89900.00', discount: 10, stock: 12, unit: '1 pc',
            description: 'AMOLED display, 50 MP camera and 33 W fast charging in a slim body.',
            moreDetails: { Brand: 'Ceyntech', Display: '6.7 inch AMOLED', Memory: '8 GB / 256 GB', Warranty: '1 year' } },
          { name: '6.8-inch Flagship Smartphone 12GB 512GB', price: '189000.00', discount: 0, stock: 5, unit: '1 pc',
            description: 'Top-end performance, a triple camera with 5x zoom and water resistance.',
            moreDetails: { Brand: 'Ceyntech', Display: '6.8 inch AMOLED', Memory: '12 GB / 512 GB', Warranty: '2 years' } },
          { name: 'Dual SIM Feature Phone', price: '6500.00', discount: 0, stock: 80, unit: '1 pc',
            description: 'Long battery life, a loud speaker and Sinhala and Tamil menus.',
            moreDetails: { Brand: 'Ceyntech', Battery: '1500 mAh', Languages: 'Sinhala, Tamil, English' } },
          { name: '10.1-inch Tablet 4GB 64GB', price: '54900.00', discount: 0, stock: 0, unit: '1 pc',
            description: 'A roomy screen for online classes, reading and video calls.',
            moreDetails: { Brand: 'Ceyntech', Display: '10.1 inch', Memory: '4 GB / 64 GB', Connectivity: 'Wi-Fi + 4G' } },
        ],
      },
      {
        name: 'Chargers & Cables',
        products: [
          { name: '25W USB-C Fast Charger', price: '3450.00', discount: 0, stock: 140, unit: '1 pc',
            description: 'Compact wall charger with Power Delivery for phones and tablets.',
            moreDetails: { Brand: 'Voltra', Output: '25 W', Plug: 'Type G' } },
          { name: 'USB-C to USB-C Cable 1m', price: '1250.00', discount: 0, stock: 180, unit: '1 pc',
            description: 'Braided cable rated for 60 W charging and fast data transfer.',
            moreDetails: { Brand: 'Voltra', Length: '1 m', Rating: '60 W' } },
          { name: '10000mAh Power Bank', price: '5900.00', discount: 15, stock: 65, unit: '1 pc',
            description: 'Slim power bank that charges a phone about twice, with USB-C in and out.',
            moreDetails: { Brand: 'Voltra', Capacity: '10000 mAh', Output: '20 W' } },
          { name: 'Dual USB Car Charger', price: '1950.00', discount: 0, stock: 45, unit: '1 pc',
            description: 'Charges two phones at once from the car socket.',
            moreDetails: { Brand: 'Voltra', Ports: '2 x USB-A', Output: '24 W' } },
        ],
      },
      {
        name: 'Cases & Protection',
        products: [
          { name: 'Tempered Glass Screen Protector', price: '950.00', discount: 0, stock: 200, unit: '1 pc',
            description: '9H hardness glass with an oleophobic coating and an easy-fit frame.',
            moreDetails: { Brand: 'Zentra', Hardness: '9H', Fits: 'Most 6.5-6.7 inch phones' } },
          { name: 'Shockproof Clear Phone Case', price: '1450.00', discount: 20, stock: 120, unit: '1 pc',
            description: 'Clear case with air-cushion corners that will not yellow quickly.',
            moreDetails: { Brand: 'Zentra', Material: 'TPU', Colour: 'Clear' } },
          { name: 'Waterproof Phone Pouch', price: '1100.00', discount: 0, stock: 35, unit: '1 pc',
            description: 'Keeps your phone dry on boat rides, at the beach and in the monsoon rain.',
            moreDetails: { Brand: 'Zentra', Rating: 'IPX8', Fits: 'Up to 7 inch' } },
          { name: 'Smartwatch with Heart-Rate Monitor', price: '14500.00', discount: 0, stock: 22, unit: '1 pc',
            description: 'Tracks steps, sleep and heart rate and shows phone notifications.',
            moreDetails: { Brand: 'Zentra', Battery: 'Up to 7 days', 'Water resistance': '5 ATM' } },
        ],
      },
    ],
  },
  {
    name: 'Fashion',
    hue: 330,
    pictogram: 'shirt',
    subcategories: [
      {
        name: "Men's Wear",
        products: [
          { name: 'Batik Sarong', price: '2950.00', discount: 0, stock: 50, unit: '1 pc',
            description: 'Hand-waxed batik sarong in breezy cotton, dyed in Galle.',
            moreDetails: { Brand: 'Galle Fort Batiks', Material: '100% cotton', Size: 'Free size' } },
          { name: 'Cotton Sarong Pack of 2', price: '3400.00', discount: 0, stock: 70, unit: 'pack of 2',
            description: 'Two soft checked cotton sarongs for everyday wear at home.',
            moreDetails: { Brand: 'Island Threads', Material: 'Cotton', Size: 'Free size' } },
          { name: "Men's Linen Shirt", price: '4950.00', discount: 15, stock: 40, unit: '1 pc',
            description: 'Long-sleeved linen blend shirt that stays cool in the Colombo heat.',
            moreDetails: { Brand: 'Island Threads', Material: 'Linen blend', Sizes: 'M, L, XL, XXL' } },
          { name: "Men's Formal Trousers", price: '5450.00', discount: 0, stock: 35, unit: '1 pc',
            description: 'Slim-fit office trousers with a wrinkle-resistant finish.',
            moreDetails: { Brand: 'Island Threads', Material: 'Poly-viscose', Sizes: '30-38' } },
          { name: "Men's Polo T-Shirt", price: '2450.00', discount: 10, stock: 90, unit: '1 pc',
            description: 'Pique cotton polo in classic colours.',
            moreDetails: { Brand: 'Island Threads', Material: 'Cotton pique', Sizes: 'S-XXL' } },
        ],
      },
      {
        name: "Women's Wear",
        products: [
          { name: 'Handloom Cotton Saree', price: '12500.00', discount: 0, stock: 15, unit: '1 pc',
            description: 'Woven on traditional handlooms, with a contrasting pallu and a matching blouse piece.',
            moreDetails: { Brand: 'Kandyan Looms', Material: 'Handloom cotton', Length: '6 m' } },
          { name: 'Kandyan Osariya Saree', price: '18500.00', discount: 0, stock: 0, unit: '1 pc',
            description: 'A silky saree with a frilled waist, ready to drape in the Kandyan style for weddings and functions.',
            moreDetails: { Brand: 'Kandyan Looms', Material: 'Art silk', Length: '6 m' } },
          { name: 'Batik Kaftan Dress', price: '6900.00', discount: 20, stock: 28, unit: '1 pc',
            description: 'Flowing rayon kaftan with a hand-drawn batik print.',
            moreDetails: { Brand: 'Galle Fort Batiks', Material: 'Rayon', Size: 'Free size' } },
          { name: "Women's Cotton Kurta Top", price: '3950.00', discount: 0, stock: 55, unit: '1 pc',
            description: 'Block-printed cotton kurta, easy to pair with leggings or jeans.',
            moreDetails: { Brand: 'Island Threads', Material: 'Cotton', Sizes: 'S-XL' } },
        ],
      },
      {
        name: 'Footwear',
        products: [
          { name: "Men's Leather Sandals", price: '4200.00', discount: 0, stock: 45, unit: '1 pair',
            description: 'Hand-stitched genuine leather sandals with a cushioned sole.',
            moreDetails: { Brand: 'Kandy Leather Works', Material: 'Leather', Sizes: '6-11' } },
          { name: "Women's Flat Slippers", price: '1850.00', discount: 25, stock: 60, unit: '1 pair',
            description: 'Light flats with a soft footbed for everyday errands.',
            moreDetails: { Brand: 'Island Threads', Sizes: '4-8' } },
          { name: 'Rubber Slippers', price: '650.00', discount: 0, stock: 200, unit: '1 pair',
            description: 'Tough natural-rubber slippers that last through the rains.',
            moreDetails: { Brand: 'Lanka Rubber Co.', Material: 'Natural rubber', Sizes: '5-11' } },
          { name: 'Black School Shoes', price: '3950.00', discount: 0, stock: 80, unit: '1 pair',
            description: 'Durable black shoes for school, with a non-marking sole.',
            moreDetails: { Brand: 'Kandy Leather Works', Sizes: 'Kids 10 to 6' } },
        ],
      },
    ],
  },
  {
    name: 'Home & Kitchen',
    hue: 175,
    pictogram: 'pot',
    subcategories: [
      {
        name: 'Cookware',
        products: [
          { name: 'Clay Curry Pot 2L', price: '1450.00', discount: 0, stock: 40, unit: '1 pc',
            description: 'Hand-thrown clay chatty from Molagoda. Slow-cooked curries taste better in it.',
            moreDetails: { Brand: 'Clay Craft Lanka', Origin: 'Molagoda', Capacity: '2 L' } },
          { name: 'Aluminium Rice Pot 5L', price: '3800.00', discount: 0, stock: 30, unit: '1 pc',
            description: 'Heavy-gauge pot with a tight lid for rice for the whole family.',
            moreDetails: { Brand: 'Kelani Home', Capacity: '5 L', Material: 'Aluminium' } },
          { name: 'Non-Stick Frying Pan 26cm', price: '5400.00', discount: 10, stock: 35, unit: '1 pc',
            description: 'Three-layer non-stick coating with a cool-touch handle; works on gas and induction.',
            moreDetails: { Brand: 'Kelani Home', Diameter: '26 cm', Hob: 'Gas, induction' } },
          { name: 'Non-Stick Hopper Pan', price: '2650.00', discount: 0, stock: 50, unit: '1 pc',
            description: 'Deep bowl-shaped pan with a lid for crispy-edged hoppers and egg hoppers.',
            moreDetails: { Brand: 'Kelani Home', Diameter: '20 cm', Includes: 'Lid' } },
          { name: 'String Hopper Maker Set', price: '1950.00', discount: 0, stock: 0, unit: '1 set',
            description: 'A press with three discs and 20 woven trays for steaming string hoppers.',
            moreDetails: { Brand: 'Kelani Home', Includes: 'Press, 3 discs, 20 trays' } },
        ],
      },
      {
        name: 'Kitchen Appliances',
        products: [
          { name: 'Rice Cooker 1.8L', price: '11500.00', discount: 15, stock: 25, unit: '1 pc',
            description: 'Cooks rice for up to ten people and keeps it warm until lunch.',
            moreDetails: { Brand: 'Voltra', Capacity: '1.8 L', Power: '700 W', Warranty: '1 year' } },
          { name: 'Electric Coconut Scraper', price: '13900.00', discount: 0, stock: 12, unit: '1 pc',
            description: 'Scrapes a coconut half in under a minute with a stainless steel head.',
            moreDetails: { Brand: 'Voltra', Power: '200 W', Warranty: '1 year' } },
          { name: 'Mixer Grinder 750W 3 Jars', price: '18900.00', discount: 0, stock: 18, unit: '1 pc',
            description: 'Grinds spices, coconut and batter with three stainless steel jars.',
            moreDetails: { Brand: 'Voltra', Power: '750 W', Jars: '3', Warranty: '2 years' } },
          { name: 'Electric Kettle 1.7L', price: '5900.00', discount: 20, stock: 48, unit: '1 pc',
            description: 'Boils water for a full pot of tea in about four minutes, with auto shut-off.',
            moreDetails: { Brand: 'Voltra', Capacity: '1.7 L', Power: '1800 W' } },
          { name: '16-inch Pedestal Fan', price: '9900.00', discount: 0, stock: 22, unit: '1 pc',
            description: 'Three speeds, wide oscillation and a height you can adjust.',
            moreDetails: { Brand: 'Voltra', Size: '16 inch', Speeds: '3' } },
        ],
      },
      {
        name: 'Home Essentials',
        products: [
          { name: 'Brass Oil Lamp 12-inch', price: '6800.00', discount: 0, stock: 20, unit: '1 pc',
            description: 'A polished brass pahana with five wicks, lit for Avurudu, weddings and poya days.',
            moreDetails: { Brand: 'Kandy Brassware', Material: 'Brass', Height: '12 inch' } },
          { name: 'Dumbara Woven Wall Hanging', price: '4500.00', discount: 0, stock: 14, unit: '1 pc',
            description: 'Geometric Dumbara weave made by artisans near Kandy.',
            moreDetails: { Brand: 'Kandyan Looms', Origin: 'Kandy', Size: '60 x 90 cm' } },
          { name: 'Reed Mat 6ft', price: '1650.00', discount: 0, stock: 30, unit: '1 pc',
            description: 'A hand-woven pan padura for sitting, sleeping or a picnic.',
            moreDetails: { Brand: 'Clay Craft Lanka', Size: '6 x 4 ft', Material: 'Reed' } },
          { name: 'Cotton Bedsheet Set Double', price: '5900.00', discount: 10, stock: 40, unit: '1 set',
            description: 'A fitted sheet and two pillowcases in soft, breathable cotton.',
            moreDetails: { Brand: 'Kelani Home', Size: 'Double', Includes: '1 sheet, 2 pillowcases' } },
          { name: 'Double Bed Mosquito Net', price: '3200.00', discount: 0, stock: 45, unit: '1 pc',
            description: 'Fine polyester net with a ceiling hook, for a bite-free night.',
            moreDetails: { Brand: 'Kelani Home', Size: 'Double bed' } },
        ],
      },
    ],
  },
  {
    name: 'Beauty & Personal Care',
    hue: 295,
    pictogram: 'bottle',
    subcategories: [
      {
        name: 'Skin Care',
        products: [
          { name: 'Sandalwood Face Wash 100ml', price: '890.00', discount: 0, stock: 110, unit: '100 ml',
            description: 'A gentle, soap-free face wash with sandalwood and turmeric.',
            moreDetails: { Brand: 'Nelum Naturals', Volume: '100 ml', 'Skin type': 'All' } },
          { name: 'Aloe Vera Gel 200ml', price: '950.00', discount: 10, stock: 80, unit: '200 ml',
            description: 'Soothing gel for sun-kissed skin after a day at the beach.',
            moreDetails: { Brand: 'Nelum Naturals', Volume: '200 ml' } },
          { name: 'SPF 50 Sunscreen Lotion 100ml', price: '2350.00', discount: 0, stock: 60, unit: '100 ml',
            description: 'Broad-spectrum protection that does not feel sticky in humid weather.',
            moreDetails: { Brand: 'Nelum Naturals', SPF: '50', Volume: '100 ml' } },
          { name: 'Cocoa Butter Body Lotion 400ml', price: '1650.00', discount: 20, stock: 55, unit: '400 ml',
            description: 'Rich, fast-absorbing lotion for soft skin all day.',
            moreDetails: { Brand: 'Nelum Naturals', Volume: '400 ml' } },
        ],
      },
      {
        name: 'Hair Care',
        products: [
          { name: 'Herbal Hair Oil 200ml', price: '780.00', discount: 0, stock: 130, unit: '200 ml',
            description: 'Coconut oil infused with bhringraj and hibiscus for strong, shiny hair.',
            moreDetails: { Brand: 'Heladiva Ayurveda', Volume: '200 ml', Base: 'Coconut oil' } },
          { name: 'Coconut Milk Shampoo 400ml', price: '1150.00', discount: 0, stock: 90, unit: '400 ml',
            description: 'A mild daily shampoo with coconut milk proteins.',
            moreDetails: { Brand: 'Nelum Naturals', Volume: '400 ml' } },
          { name: 'Hibiscus Hair Conditioner 200ml', price: '990.00', discount: 5, stock: 50, unit: '200 ml',
            description: 'Detangles and softens without weighing hair down.',
            moreDetails: { Brand: 'Nelum Naturals', Volume: '200 ml' } },
          { name: 'Wide-Tooth Wooden Comb', price: '650.00', discount: 0, stock: 0, unit: '1 pc',
            description: 'Hand-finished neem wood comb that is kind to wet, curly hair.',
            moreDetails: { Brand: 'Heladiva Ayurveda', Material: 'Neem wood' } },
        ],
      },
      {
        name: 'Ayurvedic Care',
        products: [
          { name: 'Ayurvedic Herbal Balm 50g', price: '620.00', discount: 0, stock: 150, unit: '50 g',
            description: 'A warming balm for headaches, colds and tired muscles.',
            moreDetails: { Brand: 'Heladiva Ayurveda', Weight: '50 g' } },
          { name: 'Herbal Pain Relief Oil 100ml', price: '850.00', discount: 15, stock: 65, unit: '100 ml',
            description: 'A traditional blend of herbal oils for massage on aching joints.',
            moreDetails: { Brand: 'Heladiva Ayurveda', Volume: '100 ml' } },
          { name: 'Venivel Herbal Soap Pack of 3', price: '750.00', discount: 0, stock: 100, unit: 'pack of 3',
            description: 'Soaps with venivel and sandalwood extracts for clear, fresh skin.',
            moreDetails: { Brand: 'Heladiva Ayurveda', Weight: '3 x 90 g' } },
          { name: 'Kohomba Neem Soap 100g', price: '240.00', discount: 0, stock: 180, unit: '100 g',
            description: 'Antibacterial neem soap, a household staple.',
            moreDetails: { Brand: 'Heladiva Ayurveda', Weight: '100 g' } },
          { name: 'Paspanguwa Herbal Drink 10 Sachets', price: '450.00', discount: 0, stock: 75, unit: 'pack of 10',
            description: 'The classic five-herb paspanguwa for coughs and colds, in easy sachets.',
            moreDetails: { Brand: 'Heladiva Ayurveda', Sachets: '10' } },
        ],
      },
    ],
  },
  {
    name: 'Sports & Outdoors',
    hue: 5,
    pictogram: 'ball',
    subcategories: [
      {
        name: 'Cricket',
        products: [
          { name: 'Leather Cricket Ball 156g', price: '2450.00', discount: 0, stock: 60, unit: '1 pc',
            description: 'Four-piece, hand-stitched red leather ball for club matches.',
            moreDetails: { Brand: 'Wicket Pro', Weight: '156 g', Colour: 'Red' } },
          { name: 'English Willow Cricket Bat', price: '38500.00', discount: 10, stock: 10, unit: '1 pc',
            description: 'Grade 2 English willow with a big sweet spot and a cane handle.',
            moreDetails: { Brand: 'Wicket Pro', Size: 'Short handle', Weight: '1.15-1.20 kg' } },
          { name: 'Kashmir Willow Cricket Bat', price: '12500.00', discount: 0, stock: 25, unit: '1 pc',
            description: 'A sturdy bat for school and weekend cricket.',
            moreDetails: { Brand: 'Wicket Pro', Size: 'Short handle' } },
          { name: 'Soft Tennis Cricket Balls Pack of 6', price: '1650.00', discount: 0, stock: 80, unit: 'pack of 6',
            description: 'Bouncy balls for softball and taped-ball cricket in the lane.',
            moreDetails: { Brand: 'Wicket Pro', Balls: '6' } },
          { name: 'Cricket Batting Gloves', price: '6500.00', discount: 20, stock: 0, unit: '1 pair',
            description: 'Padded batting gloves with a breathable palm.',
            moreDetails: { Brand: 'Wicket Pro', Sizes: 'Youth, Men' } },
        ],
      },
      {
        name: 'Fitness',
        products: [
          { name: 'Yoga Mat 6mm', price: '3450.00', discount: 0, stock: 50, unit: '1 pc',
            description: 'Non-slip mat with a carry strap.',
            moreDetails: { Brand: 'Peak Trail', Thickness: '6 mm', Size: '183 x 61 cm' } },
          { name: 'Adjustable Dumbbell Set 20kg', price: '18500.00', discount: 0, stock: 12, unit: '1 set',
            description: 'Two handles and cast-iron plates adding up to 20 kg, in a case.',
            moreDetails: { Brand: 'Peak Trail', 'Total weight': '20 kg' } },
          { name: 'Speed Skipping Rope', price: '1250.00', discount: 15, stock: 75, unit: '1 pc',
            description: 'Ball-bearing rope with adjustable length and foam grips.',
            moreDetails: { Brand: 'Peak Trail', Length: 'Adjustable to 3 m' } },
          { name: 'Resistance Bands Set of 5', price: '2650.00', discount: 0, stock: 40, unit: 'set of 5',
            description: 'Five latex bands from light to extra heavy for home workouts.',
            moreDetails: { Brand: 'Peak Trail', Bands: '5' } },
        ],
      },
      {
        name: 'Outdoor & Camping',
        products: [
          { name: '2-Person Camping Tent', price: '16500.00', discount: 0, stock: 10, unit: '1 pc',
            description: 'A quick-pitch dome tent for Horton Plains and Knuckles trips.',
            moreDetails: { Brand: 'Peak Trail', Capacity: '2 people', Weight: '2.1 kg' } },
          { name: 'Trekking Backpack 40L', price: '8900.00', discount: 0, stock: 20, unit: '1 pc',
            description: 'Padded straps, a rain cover and a hydration sleeve.',
            moreDetails: { Brand: 'Peak Trail', Capacity: '40 L' } },
          { name: 'Stainless Steel Water Bottle 750ml', price: '2950.00', discount: 10, stock: 100, unit: '1 pc',
            description: 'Double-walled bottle that keeps water cold for 24 hours.',
            moreDetails: { Brand: 'Peak Trail', Volume: '750 ml' } },
          { name: 'Windproof Folding Umbrella', price: '1850.00', discount: 0, stock: 150, unit: '1 pc',
            description: 'Compact umbrella with a reinforced frame for monsoon gusts.',
            moreDetails: { Brand: 'Peak Trail', 'Open diameter': '98 cm' } },
        ],
      },
    ],
  },
  {
    name: 'Books & Stationery',
    hue: 262,
    pictogram: 'book',
    subcategories: [
      {
        name: 'Books',
        products: [
          { name: 'Sri Lankan Home Cooking: 100 Recipes', price: '3450.00', discount: 0, stock: 25, unit: '1 pc',
            description: 'From pol sambol to watalappan: everyday and festive recipes with step-by-step photos.',
            moreDetails: { Publisher: 'Sandesa Publishers', Language: 'English', Pages: '240' } },
          { name: 'Sinhala-English Pocket Dictionary', price: '2650.00', discount: 0, stock: 40, unit: '1 pc',
            description: 'Over 30,000 entries in a handy size for students and travellers.',
            moreDetails: { Publisher: 'Sandesa Publishers', Language: 'Sinhala, English', Pages: '620' } },
          { name: 'Grade 5 Scholarship Model Papers', price: '950.00', discount: 10, stock: 120, unit: '1 pc',
            description: 'Twenty model papers with answers, written to the latest exam format.',
            moreDetails: { Publisher: 'Sandesa Publishers', Language: 'Sinhala', Pages: '180' } },
          { name: 'O/L Mathematics Past Papers', price: '1150.00', discount: 0, stock: 90, unit: '1 pc',
            description: 'Ten years of O/L mathematics papers with worked answers.',
            moreDetails: { Publisher: 'Sandesa Publishers', Language: 'English', Pages: '260' } },
          { name: 'Birds of Sri Lanka Field Guide', price: '4950.00', discount: 0, stock: 0, unit: '1 pc',
            description: 'Colour plates of every resident and migrant bird, with endemics marked.',
            moreDetails: { Publisher: 'Sandesa Publishers', Language: 'English', Pages: '320' } },
        ],
      },
      {
        name: 'School Supplies',
        products: [
          { name: 'CR Book 200 Pages', price: '320.00', discount: 0, stock: 200, unit: '1 pc',
            description: 'Hard-cover ruled CR book for notes and accounts.',
            moreDetails: { Brand: 'Lanka Papers', Pages: '200', Ruling: 'Single' } },
          { name: 'Exercise Books Pack of 6', price: '780.00', discount: 0, stock: 180, unit: 'pack of 6',
            description: 'Single-ruled 80-page exercise books for school.',
            moreDetails: { Brand: 'Lanka Papers', Pages: '80 each' } },
          { name: 'Mathematical Instrument Box', price: '850.00', discount: 5, stock: 70, unit: '1 pc',
            description: 'Compass, divider, protractor, set squares and ruler in a tin box.',
            moreDetails: { Brand: 'Lanka Papers', Pieces: '9' } },
          { name: 'Colour Pencils 24 Shades', price: '950.00', discount: 0, stock: 85, unit: 'pack of 24',
            description: 'Bright, break-resistant colour pencils.',
            moreDetails: { Brand: 'Lanka Papers', Shades: '24' } },
          { name: 'School Bag 20L', price: '4500.00', discount: 20, stock: 35, unit: '1 pc',
            description: 'Water-resistant backpack with padded straps and a bottle pocket.',
            moreDetails: { Brand: 'Peak Trail', Capacity: '20 L' } },
        ],
      },
      {
        name: 'Office Stationery',
        products: [
          { name: 'A4 Copy Paper 500 Sheets', price: '2350.00', discount: 0, stock: 60, unit: '1 ream',
            description: '80 gsm bright white paper for printers and copiers.',
            moreDetails: { Brand: 'Lanka Papers', Weight: '80 gsm', Sheets: '500' } },
          { name: 'Blue Ballpoint Pens Pack of 10', price: '450.00', discount: 0, stock: 150, unit: 'pack of 10',
            description: 'Smooth-writing 0.7 mm pens.',
            moreDetails: { Brand: 'Lanka Papers', Tip: '0.7 mm', Colour: 'Blue' } },
          { name: 'Lever Arch Files Pack of 3', price: '1650.00', discount: 0, stock: 40, unit: 'pack of 3',
            description: 'Sturdy A4 lever arch files for office records.',
            moreDetails: { Brand: 'Lanka Papers', Size: 'A4' } },
          { name: 'Stapler with 1000 Staples', price: '750.00', discount: 10, stock: 55, unit: '1 set',
            description: 'Desk stapler for up to 20 sheets, with a box of No. 10 staples.',
            moreDetails: { Brand: 'Lanka Papers', Capacity: '20 sheets' } },
        ],
      },
    ],
  },
  {
    name: 'Toys & Baby',
    hue: 48,
    pictogram: 'teddy',
    subcategories: [
      {
        name: 'Toys & Games',
        products: [
          { name: 'Wooden Elephant Pull Toy', price: '2450.00', discount: 0, stock: 30, unit: '1 pc',
            description: 'A hand-painted elephant on wheels, made from rubberwood with child-safe paint.',
            moreDetails: { Brand: 'Little Lanka Toys', Material: 'Rubberwood', Age: '1 year +' } },
          { name: 'Full Size Carrom Board', price: '8900.00', discount: 10, stock: 12, unit: '1 pc',
            description: 'Tournament-size board with coins, striker and powder.',
            moreDetails: { Brand: 'Little Lanka Toys', Size: '32 x 32 inch' } },
          { name: 'Building Blocks Set 100 pcs', price: '3200.00', discount: 0, stock: 45, unit: 'set of 100',
            description: 'Colourful interlocking blocks in a storage tub.',
            moreDetails: { Brand: 'Little Lanka Toys', Pieces: '100', Age: '3 years +' } },
          { name: 'Plush Teddy Bear 40cm', price: '2650.00', discount: 0, stock: 40, unit: '1 pc',
            description: 'Super-soft cuddly bear with embroidered eyes.',
            moreDetails: { Brand: 'Little Lanka Toys', Height: '40 cm' } },
          { name: 'Remote Control Racing Car', price: '5900.00', discount: 15, stock: 0, unit: '1 pc',
            description: 'Rechargeable 1:18 scale racer with a 2.4 GHz remote.',
            moreDetails: { Brand: 'Little Lanka Toys', Scale: '1:18', Age: '6 years +' } },
        ],
      },
      {
        name: 'Baby Care',
        products: [
          { name: 'Baby Diapers Medium Pack of 40', price: '3900.00', discount: 10, stock: 80, unit: 'pack of 40',
            description: 'Soft, breathable diapers with up to 12 hours of dryness.',
            moreDetails: { Brand: 'Baby Nest', Size: 'Medium (6-11 kg)', Count: '40' } },
          { name: 'Baby Wipes Pack of 80', price: '690.00', discount: 0, stock: 150, unit: 'pack of 80',
            description: 'Fragrance-free wipes with aloe vera.',
            moreDetails: { Brand: 'Baby Nest', Count: '80' } },
          { name: 'Baby Coconut Massage Oil 200ml', price: '890.00', discount: 0, stock: 70, unit: '200 ml',
            description: 'Light virgin coconut oil for a traditional baby massage.',
            moreDetails: { Brand: 'Baby Nest', Volume: '200 ml' } },
          { name: 'Foldable Baby Mosquito Net', price: '2950.00', discount: 0, stock: 25, unit: '1 pc',
            description: 'A pop-up net tent that keeps mosquitoes away from your little one.',
            moreDetails: { Brand: 'Baby Nest', Size: '90 x 50 cm' } },
        ],
      },
      {
        name: 'Feeding',
        products: [
          { name: 'Baby Feeding Bottle 250ml', price: '1350.00', discount: 0, stock: 90, unit: '1 pc',
            description: 'BPA-free bottle with an anti-colic teat.',
            moreDetails: { Brand: 'Baby Nest', Volume: '250 ml' } },
          { name: 'Baby Rice Cereal 400g', price: '1250.00', discount: 5, stock: 60, unit: '400 g',
            description: 'Iron-fortified first food for babies from six months.',
            moreDetails: { Brand: 'Baby Nest', Weight: '400 g', Age: '6 months +' } },
          { name: 'Silicone Bibs Pack of 2', price: '1450.00', discount: 0, stock: 40, unit: 'pack of 2',
            description: 'Wipe-clean bibs with a deep crumb catcher.',
            moreDetails: { Brand: 'Baby Nest', Count: '2' } },
          { name: 'Spill-Proof Sippy Cup 200ml', price: '1150.00', discount: 20, stock: 50, unit: '1 pc',
            description: 'Easy-grip handles and a valve that stops spills.',
            moreDetails: { Brand: 'Baby Nest', Volume: '200 ml', Age: '9 months +' } },
        ],
      },
    ],
  },
];

/** URL-safe lower-case slug: "Men's Wear" -> 'mens-wear', 'Spices & Tea' -> 'spices-and-tea'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** FNV-1a: a stable hash, so derived variety (like image counts) is the same on every run. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Where the generated images are served from (files under public/seed). */
const IMAGE_ROOT = '/seed';
const MAX_IMAGES_PER_PRODUCT = 3;

function productImages(slug: string): string[] {
  const count = 1 + (stableHash(slug) % MAX_IMAGES_PER_PRODUCT);
  return Array.from({ length: count }, (_, index) => `${IMAGE_ROOT}/products/${slug}-${index + 1}.svg`);
}

export const CATEGORIES: CatalogueCategory[] = ENTRIES.map(({ name, hue, pictogram }) => ({
  name,
  slug: slugify(name),
  image: `${IMAGE_ROOT}/categories/${slugify(name)}.svg`,
  hue,
  pictogram,
}));

export const SUBCATEGORIES: CatalogueSubcategory[] = ENTRIES.flatMap((category) =>
  category.subcategories.map(({ name }) => ({
    name,
    slug: slugify(name),
    image: `${IMAGE_ROOT}/subcategories/${slugify(name)}.svg`,
    category: category.name,
  })),
);

export const PRODUCTS: CatalogueProduct[] = ENTRIES.flatMap((category) =>
  category.subcategories.flatMap((subcategory) =>
    subcategory.products.map((product) => {
      const slug = slugify(product.name);
      return { ...product, slug, category: category.name, subcategory: subcategory.name, images: productImages(slug) };
    }),
  ),
);

export const DEMO_COUPONS: CatalogueCoupon[] = [
  {
    code: 'WELCOME10',
    discountPercent: 10,
    validForMonths: 12,
    usageLimit: 0,
    perShopperLimit: 1,
    description: 'Welcome offer: 10% off your first order',
  },
  {
    code: 'AVURUDU20',
    discountPercent: 20,
    validForMonths: 6,
    usageLimit: 100,
    perShopperLimit: null,
    description: 'Sinhala & Tamil New Year special',
  },
];
