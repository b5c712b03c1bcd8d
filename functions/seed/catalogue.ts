// The sample catalogue the shop starts with, each product with its own project-made illustration.
// Ratings are chosen so "Trending" (top 8 by mean rating) has clear, distinct leaders spread over
// several categories, and a few new products have no ratings yet.
import type { Category } from '@shop/core/constants';
import type { ProductOption } from '@shop/core/variants';
import { chair } from './illustrations/chair.ts';
import { mobile } from './illustrations/mobile.ts';
import { BACKDROP, FABRIC, FINISH } from './illustrations/palette.ts';
import { sofa } from './illustrations/sofa.ts';
import { watch } from './illustrations/watch.ts';
import { wireless } from './illustrations/wireless.ts';

export type SeedProduct = {
  productName: string;
  shortDesc: string;
  description: string;
  category: Category;
  /** Integer pence. */
  price: number;
  ratings: number[];
  svg: () => string;
  /** What the first picture (`svg`) shows, for its alt text; the product's name when not given. */
  alt?: string;
  /** Pictures after the first, for the gallery. */
  morePictures?: readonly { alt: string; svg: () => string }[];
  /** What the product is sold in (Colour...), each combination sold a variant of its own with its own stock. */
  options?: ProductOption[];
  variants?: SeedVariant[];
};

/** A variant's own SKU, values (one per option) and units on the shelf; it sells at the product's price. */
export type SeedVariant = { sku: string; values: string[]; stock: number };

const sofas: SeedProduct[] = [
  {
    productName: 'Halden Three-Seat Sofa',
    shortDesc: 'A roomy three-seater in a choice of four weaves, with tapered walnut legs.',
    description:
      'The Halden is our best-loved everyday sofa: deep foam-and-fibre seat cushions, a firm supportive back and a hard-wearing weave that hides the odd spill, in oatmeal, charcoal, forest green or navy. Tapered walnut legs keep it light on its feet.',
    category: 'sofa',
    price: 89900,
    ratings: [5, 5, 5, 5, 5, 4, 5, 5, 5, 5],
    svg: () =>
      sofa({
        style: 'three-seat',
        fabric: FABRIC.oatmeal,
        backdrop: BACKDROP.sage,
        legs: 'tapered',
        legColour: FINISH.walnut,
        arms: 'track',
        pillows: [FABRIC.mustard, FABRIC.forest],
      }),
    alt: 'The Halden Three-Seat Sofa in oatmeal weave on tapered walnut legs, with two accent cushions',
    morePictures: [
      {
        alt: 'The Halden Three-Seat Sofa in charcoal weave, with terracotta and cream cushions',
        svg: () =>
          sofa({
            style: 'three-seat',
            fabric: FABRIC.charcoal,
            backdrop: BACKDROP.stone,
            legs: 'tapered',
            legColour: FINISH.walnut,
            arms: 'track',
            pillows: [FABRIC.terracotta, FABRIC.cream],
          }),
      },
      {
        alt: 'The Halden Three-Seat Sofa in forest green weave on tapered walnut legs',
        svg: () =>
          sofa({
            style: 'three-seat',
            fabric: FABRIC.forest,
            backdrop: BACKDROP.sand,
            legs: 'tapered',
            legColour: FINISH.walnut,
            arms: 'track',
            pillows: [FABRIC.mustard, FABRIC.oatmeal],
          }),
      },
      {
        alt: 'The Halden Three-Seat Sofa in navy weave, without cushions',
        svg: () =>
          sofa({
            style: 'three-seat',
            fabric: FABRIC.navy,
            backdrop: BACKDROP.sky,
            legs: 'tapered',
            legColour: FINISH.walnut,
            arms: 'track',
          }),
      },
    ],
    // The colours its pictures show, each on the shelf apart: one running low and one sold out, so the sample
    // shop shows the choice's stock and its back-in-stock form.
    options: [{ name: 'Colour', values: ['Oatmeal', 'Charcoal', 'Green', 'Navy'] }],
    variants: [
      { sku: 'HALDEN-3S-OATMEAL', values: ['Oatmeal'], stock: 12 },
      { sku: 'HALDEN-3S-CHARCOAL', values: ['Charcoal'], stock: 3 },
      { sku: 'HALDEN-3S-GREEN', values: ['Green'], stock: 0 },
      { sku: 'HALDEN-3S-NAVY', values: ['Navy'], stock: 7 },
    ],
  },
  {
    productName: 'Marlow Velvet Loveseat',
    shortDesc: 'Button-backed two-seater in forest green velvet on slim hairpin legs.',
    description:
      'Soft cotton velvet, a buttoned back and gently rounded arms give the Marlow a touch of old-school glamour in a compact footprint. Black steel hairpin legs keep the look modern. Ideal for flats and reading corners.',
    category: 'sofa',
    price: 64900,
    ratings: [4, 4, 3, 4, 4, 5, 3],
    svg: () =>
      sofa({
        style: 'loveseat',
        fabric: FABRIC.forest,
        backdrop: BACKDROP.sand,
        legs: 'hairpin',
        legColour: FINISH.black,
        arms: 'rounded',
        tufted: true,
      }),
  },
  {
    productName: 'Lumen Corner Sofa',
    shortDesc: 'Right-hand chaise corner sofa in charcoal with three scatter cushions.',
    description:
      'Stretch out on the Lumen: a generous right-hand chaise, a low plinth base and sink-in seat cushions make it the natural centre of a family room. The charcoal fabric is stain-resistant and the cushion covers are removable for cleaning. Comes with three scatter cushions.',
    category: 'sofa',
    price: 149900,
    ratings: [5, 4, 4],
    svg: () =>
      sofa({
        style: 'corner',
        fabric: FABRIC.charcoal,
        backdrop: BACKDROP.sky,
        legs: 'plinth',
        legColour: FINISH.black,
        arms: 'track',
        pillows: [FABRIC.terracotta, FABRIC.cream, FABRIC.teal],
      }),
  },
  {
    productName: 'Poppy Snuggle Armchair',
    shortDesc: 'An extra-wide armchair in dusty pink with scroll arms and bun feet.',
    description:
      'Somewhere between an armchair and a loveseat, the Poppy is wide enough to curl up in. Scroll arms, contrast piping and turned oak bun feet give it a cosy, traditional feel. Lovely in a bedroom or by the window.',
    category: 'chair',
    price: 42900,
    ratings: [4, 3, 4, 4, 3, 4],
    svg: () =>
      sofa({
        style: 'armchair',
        fabric: FABRIC.dustyPink,
        backdrop: BACKDROP.blush,
        legs: 'bun',
        legColour: FINISH.oak,
        arms: 'rolled',
        piping: '#b98480',
      }),
  },
  {
    productName: 'Kensington Leather Chesterfield',
    shortDesc: 'Deep-buttoned three-seat Chesterfield in cognac leather.',
    description:
      'Full-grain cognac leather, deep buttoning and classic scroll arms: the Kensington is built to age gracefully and only looks better with time. Hand-finished on a kiln-dried hardwood frame with dark block feet.',
    category: 'sofa',
    price: 184900,
    ratings: [4, 4, 5, 3, 4, 4, 3, 4],
    svg: () =>
      sofa({
        style: 'three-seat',
        fabric: FABRIC.cognac,
        backdrop: BACKDROP.stone,
        legs: 'block',
        legColour: FINISH.blackWood,
        arms: 'rolled',
        tufted: true,
      }),
  },
  {
    productName: 'Rowan Two-Seat Sofa',
    shortDesc: 'Navy two-seater with rolled arms and light oak legs.',
    description:
      'The Rowan pairs a classic rolled-arm shape with crisp navy upholstery and light oak legs. Reversible seat cushions help it keep its shape for longer. A mustard scatter cushion is included.',
    category: 'sofa',
    price: 57900,
    ratings: [4, 4, 4, 3, 4],
    svg: () =>
      sofa({
        style: 'loveseat',
        fabric: FABRIC.navy,
        backdrop: BACKDROP.butter,
        legs: 'tapered',
        legColour: FINISH.oak,
        arms: 'rolled',
        pillows: [FABRIC.mustard],
      }),
  },
  {
    productName: 'Sable Slim-Arm Sofa',
    shortDesc: 'A space-saving terracotta three-seater with slim arms and ash legs.',
    description:
      'Slim arms give the Sable a full three seats in a smaller footprint. The warm terracotta weave brings colour to a neutral room, and solid ash legs lift it off the floor so it never feels bulky. Two cream cushions complete the look.',
    category: 'sofa',
    price: 74900,
    ratings: [3, 4, 4, 3, 5, 4],
    svg: () =>
      sofa({
        style: 'three-seat',
        fabric: FABRIC.terracotta,
        backdrop: BACKDROP.peach,
        legs: 'tapered',
        legColour: FINISH.ash,
        arms: 'slim',
        pillows: [FABRIC.cream, FABRIC.cream],
      }),
  },
  {
    productName: 'Fern Modular Corner Sofa',
    shortDesc: 'Sage-green corner sofa with rounded arms and a long chaise.',
    description:
      'New this season, the Fern combines soft rounded arms with a long chaise for lazy weekends. Its sage-green fabric is woven from recycled fibres, and the oak legs screw on in minutes. Delivered in boxes that fit up narrow stairs.',
    category: 'sofa',
    price: 129900,
    ratings: [],
    svg: () =>
      sofa({
        style: 'corner',
        fabric: FABRIC.sage,
        backdrop: BACKDROP.mint,
        legs: 'tapered',
        legColour: FINISH.oak,
        arms: 'rounded',
        pillows: [FABRIC.plum, FABRIC.cream],
      }),
  },
];

const mobiles: SeedProduct[] = [
  {
    productName: 'Nova X Pro',
    shortDesc: '6.1-inch flagship with a triple camera and all-day battery.',
    description:
      'The Nova X Pro brings a brilliant 120 Hz OLED display, a pro-grade triple camera with 5x optical zoom and a stainless-steel frame. Its battery comfortably lasts a full day of heavy use. Available here in midnight blue.',
    category: 'mobile',
    price: 104900,
    ratings: [5, 5, 4, 5, 4],
    svg: () =>
      mobile({
        body: '#2d3a55',
        frame: FINISH.steel,
        backdrop: BACKDROP.sky,
        camera: 'triple-square',
        screen: 'island',
        wallpaper: ['#4f6bd8', '#8d4fd8', '#f08bb3'],
      }),
  },
  {
    productName: 'Nova X',
    shortDesc: 'Dual-camera everyday phone in blush pink with a rose-gold frame.',
    description:
      'Everything you need and nothing you do not: a bright 6.1-inch display, a dependable dual camera and fast charging. The soft-touch matte back resists fingerprints. Finished in blush pink.',
    category: 'mobile',
    price: 74900,
    ratings: [4, 4, 3, 4],
    svg: () =>
      mobile({
        body: '#f1d7d2',
        frame: FINISH.roseGold,
        backdrop: BACKDROP.blush,
        camera: 'dual-vertical',
        screen: 'notch',
        wallpaper: ['#f7a072', '#e85d75', '#ffd166'],
        finish: 'matte',
      }),
  },
  {
    productName: 'Pixelite 8',
    shortDesc: 'Clean software, a signature camera bar and seven years of updates.',
    description:
      'The Pixelite 8 is all about the camera: its wide and ultra-wide lenses sit in a bold visor and produce superb low-light shots. You also get seven years of security updates. Shown in sage.',
    category: 'mobile',
    price: 59900,
    ratings: [4, 5, 3, 4, 4, 3, 4],
    svg: () =>
      mobile({
        body: '#dfe6dc',
        frame: '#b8c2b5',
        backdrop: BACKDROP.sage,
        camera: 'bar',
        screen: 'punch-hole',
        wallpaper: ['#2a9d8f', '#264653', '#e9c46a'],
        finish: 'matte',
      }),
  },
  {
    productName: 'Orion S24 Ultra',
    shortDesc: 'Big-screen powerhouse with a 200 MP main camera.',
    description:
      'A 6.8-inch display, a 200-megapixel main sensor and a titanium frame make the Orion our most capable phone. Three lenses line up neatly on the back. It is fast enough for gaming and big enough for films on the go.',
    category: 'mobile',
    price: 114900,
    ratings: [4, 4, 4, 3, 5, 4, 3, 4],
    svg: () =>
      mobile({
        body: '#1c1d22',
        frame: FINISH.gunmetal,
        backdrop: BACKDROP.stone,
        camera: 'triple-vertical',
        screen: 'punch-hole',
        wallpaper: ['#3a86ff', '#8338ec', '#ff006e'],
      }),
  },
  {
    productName: 'Vireo 12 Lite',
    shortDesc: 'Great-value phone with a quad camera ring and 5,000 mAh battery.',
    description:
      'The Vireo 12 Lite punches well above its price with a large battery, a smooth 90 Hz screen and a distinctive round quad-camera module. Two-day battery life is realistic for most people. Finished in pine green.',
    category: 'mobile',
    price: 34900,
    ratings: [3, 4, 3, 4, 3],
    svg: () =>
      mobile({
        body: '#5a7d6a',
        frame: FINISH.chrome,
        backdrop: BACKDROP.mint,
        camera: 'quad-circle',
        screen: 'punch-hole',
        wallpaper: ['#06d6a0', '#118ab2', '#ffd166'],
      }),
  },
  {
    productName: 'Fold Z Duo',
    shortDesc: 'A phone that opens into a 7.6-inch tablet.',
    description:
      'Closed, the Fold Z Duo is a slim phone; open it and you have a near-crease-free 7.6-inch screen for reading, drawing and multitasking. The hinge is rated for 200,000 folds. Just arrived in deep violet.',
    category: 'mobile',
    price: 119900,
    ratings: [],
    svg: () =>
      mobile({
        body: '#3b3553',
        frame: FINISH.gunmetal,
        backdrop: BACKDROP.lilac,
        camera: 'triple-square',
        screen: 'punch-hole',
        wallpaper: ['#b388eb', '#6d597a', '#f7aef8'],
        form: 'fold',
      }),
  },
  {
    productName: 'Sunny A15',
    shortDesc: 'Cheerful, affordable starter phone in sunshine yellow.',
    description:
      'A perfect first phone: a 6.5-inch display, a reliable single camera and a tough glossy back in sunshine yellow. It runs all the essential apps smoothly and charges over USB-C.',
    category: 'mobile',
    price: 14900,
    ratings: [3, 3, 4, 2, 3, 4],
    svg: () =>
      mobile({
        body: '#f4d35e',
        frame: '#e0c04a',
        backdrop: BACKDROP.butter,
        camera: 'single',
        screen: 'notch',
        wallpaper: ['#ee964b', '#f95738', '#0d3b66'],
      }),
  },
];

const chairs: SeedProduct[] = [
  {
    productName: 'Ergo Mesh Office Chair',
    shortDesc: 'Breathable mesh back, lumbar support and adjustable armrests.',
    description:
      'Designed for long working days, the Ergo has a breathable mesh back with adjustable lumbar support, a waterfall-edge seat and height-adjustable armrests. The polished aluminium base rolls smoothly on soft castors that are kind to wooden floors.',
    category: 'chair',
    price: 24900,
    ratings: [5, 5, 4, 5, 5, 4, 5, 5, 4, 5],
    svg: () => chair({ style: 'office', primary: '#2b2e36', frame: FINISH.chrome, backdrop: BACKDROP.sky, office: 'mesh' }),
    morePictures: [
      {
        alt: 'The Ergo Mesh Office Chair in dove grey mesh on a black frame',
        svg: () => chair({ style: 'office', primary: FABRIC.dove, frame: FINISH.black, backdrop: BACKDROP.blush, office: 'mesh' }),
      },
      {
        alt: 'The Ergo Mesh Office Chair in navy mesh on a chrome frame',
        svg: () => chair({ style: 'office', primary: FABRIC.navy, frame: FINISH.chrome, backdrop: BACKDROP.mist, office: 'mesh' }),
      },
    ],
  },
  {
    productName: 'Executive Headrest Office Chair',
    shortDesc: 'High-back office chair with headrest and dove-grey mesh.',
    description:
      'The Executive adds an adjustable headrest to our mesh chair, so you can lean back between calls. The synchro-tilt mechanism moves the seat and back together for natural support. Supplied with a black five-star base.',
    category: 'chair',
    price: 32900,
    ratings: [4, 4, 3, 4, 4, 4],
    svg: () => chair({ style: 'office', primary: FABRIC.dove, frame: FINISH.black, backdrop: BACKDROP.stone, office: 'headrest' }),
  },
  {
    productName: 'Nordic Oak Dining Chair',
    shortDesc: 'Solid oak dining chair with a four-slat back.',
    description:
      'Made from solid FSC-certified oak with a natural oiled finish, the Nordic is simple, sturdy and comfortable through a long dinner. The slatted back gently follows the curve of your spine.',
    category: 'chair',
    price: 11900,
    ratings: [4, 3, 4, 4, 4, 3, 4],
    svg: () => chair({ style: 'dining', primary: FINISH.oak, frame: FINISH.oak, backdrop: BACKDROP.sage, back: 'slats' }),
  },
  {
    productName: 'Velvet Teal Dining Chair',
    shortDesc: 'Upholstered dining chair in teal velvet on walnut-stained legs.',
    description:
      'Bring colour to the dining table with this fully upholstered chair in soft teal velvet. The padded back and seat make it as comfortable as it looks, and the walnut-stained beech legs are braced for strength.',
    category: 'chair',
    price: 14900,
    ratings: [4, 3, 3, 4],
    svg: () =>
      chair({
        style: 'dining',
        primary: FABRIC.teal,
        frame: FINISH.walnut,
        backdrop: BACKDROP.mint,
        back: 'upholstered',
        cushion: FABRIC.teal,
      }),
  },
  {
    productName: 'Windsor Spindle Chair',
    shortDesc: 'Tall spindle-back chair in pale ash with a mustard seat pad.',
    description:
      'A modern take on the classic Windsor: slender spindles, a tall back and a tie-on mustard seat pad. Pale ash keeps it bright and Scandinavian. Works equally well at a desk or a kitchen table.',
    category: 'chair',
    price: 9900,
    ratings: [3, 4, 4, 3],
    svg: () =>
      chair({
        style: 'dining',
        primary: FINISH.ash,
        frame: FINISH.ash,
        backdrop: BACKDROP.butter,
        back: 'spindles',
        cushion: FABRIC.mustard,
      }),
  },
  {
    productName: 'Aalto Lounge Chair',
    shortDesc: 'Mid-century lounge chair in cognac leather and solid walnut.',
    description:
      'The Aalto reclines at just the right angle for reading. A solid walnut frame cradles thick cognac leather cushions, and the wide arms have room for a cup of tea. Each chair is finished by hand.',
    category: 'chair',
    price: 64900,
    ratings: [4, 4, 4, 5, 3],
    svg: () => chair({ style: 'lounge', primary: FABRIC.cognac, frame: FINISH.walnut, backdrop: BACKDROP.peach }),
  },
  {
    productName: 'Forge Bar Stool',
    shortDesc: 'Counter-height stool with black steel legs and a padded seat.',
    description:
      'Slim powder-coated steel legs, a handy footrest ring and a padded charcoal seat make the Forge a natural fit for kitchen islands and breakfast bars. Non-marking feet protect your floors.',
    category: 'chair',
    price: 5900,
    ratings: [3, 3, 4, 2, 3],
    svg: () =>
      chair({
        style: 'stool',
        primary: FINISH.oak,
        frame: FINISH.black,
        backdrop: BACKDROP.stone,
        legs: 'metal',
        cushion: FABRIC.charcoal,
      }),
  },
  {
    productName: 'Luna Shell Chair',
    shortDesc: 'Moulded mustard shell chair on oak dowel legs.',
    description:
      'An icon of mid-century design, the Luna pairs a comfortable moulded shell in warm mustard with solid oak legs and a steel wire brace. It is light enough to move around the house and easy to wipe clean.',
    category: 'chair',
    price: 8900,
    ratings: [5, 5, 4, 4, 4],
    svg: () => chair({ style: 'shell', primary: FABRIC.mustard, frame: FINISH.oak, backdrop: BACKDROP.sky, legs: 'dowel' }),
  },
];

const watches: SeedProduct[] = [
  {
    productName: 'Pulse Fit Smartwatch',
    shortDesc: 'Fitness smartwatch with activity rings, GPS and a 7-day battery.',
    description:
      'Track workouts, heart rate and sleep on a bright always-on display. Built-in GPS maps your runs without a phone, and the battery lasts up to seven days. The soft teal sport band is sweat-proof.',
    category: 'watch',
    price: 22900,
    ratings: [5, 5, 4, 5],
    svg: () =>
      watch({
        backdrop: BACKDROP.mint,
        shape: 'square',
        kind: 'smart',
        caseColour: '#3a3d45',
        dial: '#7c5cff',
        strap: 'sport',
        strapColour: '#2f7f86',
        accent: '#ff3b6b',
      }),
    morePictures: [
      {
        alt: 'The Pulse Fit Smartwatch with a coral sport band',
        svg: () =>
          watch({
            backdrop: BACKDROP.blush,
            shape: 'square',
            kind: 'smart',
            caseColour: '#3a3d45',
            dial: '#7c5cff',
            strap: 'sport',
            strapColour: '#ff6b5b',
            accent: '#2f7f86',
          }),
      },
      {
        alt: 'The Pulse Fit Smartwatch with a black sport band',
        svg: () =>
          watch({
            backdrop: BACKDROP.stone,
            shape: 'square',
            kind: 'smart',
            caseColour: '#3a3d45',
            dial: '#7c5cff',
            strap: 'sport',
            strapColour: '#26282f',
            accent: '#ff3b6b',
          }),
      },
    ],
  },
  {
    productName: 'Harbour Diver Automatic',
    shortDesc: '200 m automatic dive watch with a ceramic blue bezel.',
    description:
      'A self-winding movement, a unidirectional ceramic bezel and 200 metres of water resistance make the Harbour a proper tool watch. The luminous markers glow brightly in the dark. Supplied on a brushed steel bracelet.',
    category: 'watch',
    price: 44900,
    ratings: [5, 4, 5, 4],
    svg: () =>
      watch({
        backdrop: BACKDROP.sky,
        shape: 'round',
        kind: 'diver',
        caseColour: FINISH.chrome,
        dial: '#14171f',
        strap: 'metal',
        strapColour: FINISH.chrome,
        accent: '#1d4e89',
        tilt: 12,
      }),
  },
  {
    productName: 'Kingsway Classic Watch',
    shortDesc: 'Navy sunray dial, date window and a tan leather strap.',
    description:
      'Clean, classic and easy to wear every day. The Kingsway has a navy sunray dial, a handy date window and a stitched tan leather strap that softens with wear. Water resistant to 50 metres.',
    category: 'watch',
    price: 14900,
    ratings: [4, 4, 3, 4, 4, 5, 3, 4],
    svg: () =>
      watch({
        backdrop: BACKDROP.sand,
        shape: 'round',
        kind: 'analog',
        caseColour: FINISH.steel,
        dial: '#1f3a5f',
        strap: 'leather',
        strapColour: FABRIC.cognac,
        accent: '#e05a3a',
      }),
  },
  {
    productName: 'Silverstone Chronograph',
    shortDesc: 'Racing chronograph with three sub-dials on black leather.',
    description:
      'Inspired by motorsport, the Silverstone times laps to a fifth of a second with three sub-dials and twin pushers. A gunmetal case and black leather strap keep it understated.',
    category: 'watch',
    price: 29900,
    ratings: [4, 3, 4, 4, 4],
    svg: () =>
      watch({
        backdrop: BACKDROP.stone,
        shape: 'round',
        kind: 'chrono',
        caseColour: FINISH.gunmetal,
        dial: '#e9e6df',
        strap: 'leather',
        strapColour: '#2b2a2c',
        accent: '#d7263d',
        tilt: 10,
      }),
  },
  {
    productName: 'Belgravia Tank Watch',
    shortDesc: 'Gold-tone rectangular dress watch on a burgundy strap.',
    description:
      'An elegant rectangular case in gold-tone steel, an ivory dial and slim blued hands: the Belgravia is made for special occasions. The burgundy leather strap has a matching gold buckle.',
    category: 'watch',
    price: 89900,
    ratings: [4, 4, 4],
    svg: () =>
      watch({
        backdrop: BACKDROP.blush,
        shape: 'tank',
        kind: 'analog',
        caseColour: FINISH.gold,
        dial: '#f4efe4',
        strap: 'leather',
        strapColour: '#6b2737',
        accent: '#1d3f8f',
      }),
  },
  {
    productName: 'Aura Round Smartwatch',
    shortDesc: 'Round smartwatch in rose gold with a Milanese mesh strap.',
    description:
      'The Aura looks like jewellery but keeps you connected, with notifications, contactless payments and wellness tracking. The rose-gold Milanese mesh strap fastens magnetically and adjusts to any wrist.',
    category: 'watch',
    price: 27900,
    ratings: [4, 3, 4, 4, 3, 4],
    svg: () =>
      watch({
        backdrop: BACKDROP.lilac,
        shape: 'round',
        kind: 'smart',
        caseColour: FINISH.roseGold,
        dial: '#f6a6b2',
        strap: 'mesh',
        strapColour: FINISH.roseGold,
        accent: '#ff7aa2',
        tilt: 8,
      }),
  },
  {
    productName: 'Minimal Mesh Watch',
    shortDesc: 'Slim steel watch with a white dial and steel mesh strap.',
    description:
      'Nothing extra: a slim steel case, a crisp white dial and a fine steel mesh strap. At just 7 mm thick, the Minimal slips easily under a shirt cuff.',
    category: 'watch',
    price: 8900,
    ratings: [3, 4, 3, 3],
    svg: () =>
      watch({
        backdrop: BACKDROP.mist,
        shape: 'round',
        kind: 'analog',
        caseColour: FINISH.chrome,
        dial: '#f5f5f2',
        strap: 'mesh',
        strapColour: FINISH.steel,
        accent: '#2f6fdf',
      }),
  },
  {
    productName: 'Trail Field Watch',
    shortDesc: 'Tough field watch with an olive dial and a silicone strap.',
    description:
      'Just in: a lightweight field watch built for walks and weekends away. The olive dial is easy to read at a glance, and the silicone strap shrugs off rain and mud.',
    category: 'watch',
    price: 3900,
    ratings: [],
    svg: () =>
      watch({
        backdrop: BACKDROP.butter,
        shape: 'round',
        kind: 'analog',
        caseColour: FINISH.gunmetal,
        dial: '#4b5a3a',
        strap: 'sport',
        strapColour: '#5d6b48',
        accent: '#f2a541',
        tilt: 14,
      }),
  },
];

const audio: SeedProduct[] = [
  {
    productName: 'Aria Noise-Cancelling Headphones',
    shortDesc: 'Over-ear headphones with adaptive noise cancelling and 40-hour battery.',
    description:
      'Shut out the commute with adaptive noise cancelling that adjusts to your surroundings. Memory-foam cushions stay comfortable for hours, and a single charge lasts up to 40 hours. Folds flat into the included case.',
    category: 'wireless',
    price: 29900,
    ratings: [5, 5, 5, 4, 5],
    svg: () => wireless({ kind: 'over-ear', backdrop: BACKDROP.stone, body: '#26282f', accent: '#3a3d46', trim: FINISH.chrome }),
    morePictures: [
      {
        alt: 'The Aria Noise-Cancelling Headphones in sand with chrome sliders',
        svg: () => wireless({ kind: 'over-ear', backdrop: BACKDROP.butter, body: '#d8cdbb', accent: '#bfb29d', trim: FINISH.chrome }),
      },
    ],
  },
  {
    productName: 'Mellow On-Ear Headphones',
    shortDesc: 'Lightweight on-ear headphones in cream with gold sliders.',
    description:
      'Light, foldable and finished in cream with gold-tone sliders, the Mellow is made for everyday listening. Soft caramel cushions sit comfortably on the ear, and a quick ten-minute charge gives three hours of play.',
    category: 'wireless',
    price: 12900,
    ratings: [4, 3, 4, 4, 3],
    svg: () => wireless({ kind: 'on-ear', backdrop: BACKDROP.peach, body: '#efe6d6', accent: '#c9a27a', trim: FINISH.gold }),
  },
  {
    productName: 'Pod Air Earbuds',
    shortDesc: 'True wireless earbuds with a pocket-sized charging case.',
    description:
      'Pod Air earbuds connect the moment you open the case and switch seamlessly between your devices. Touch controls on the stems handle calls and music. The case adds up to 24 hours of listening.',
    category: 'wireless',
    price: 14900,
    ratings: [4, 4, 4, 3, 4, 5, 4, 3, 4],
    svg: () => wireless({ kind: 'earbuds', backdrop: BACKDROP.sky, body: '#f5f6f8', accent: '#dfe3ea', trim: FINISH.steel, bud: 'stem' }),
  },
  {
    productName: 'Pebble Buds Pro',
    shortDesc: 'Compact noise-cancelling earbuds with a secure, rounded fit.',
    description:
      'Small, rounded and snug, Pebble Buds Pro stay put during workouts and block out background noise. They are sweat resistant, and the slim charging case slips into any pocket.',
    category: 'wireless',
    price: 11900,
    ratings: [4, 3, 4, 4],
    svg: () =>
      wireless({ kind: 'earbuds', backdrop: BACKDROP.lilac, body: '#2c2f3a', accent: '#8a7cf0', trim: FINISH.gunmetal, bud: 'round' }),
  },
  {
    productName: 'Wave Portable Speaker',
    shortDesc: 'Waterproof Bluetooth speaker with 20 hours of play.',
    description:
      'Take the Wave to the beach, the park or the bath: it is fully waterproof, floats, and plays for up to 20 hours. Rubber end caps protect it from knocks, and the strap clips onto a bag.',
    category: 'wireless',
    price: 7900,
    ratings: [4, 4, 3, 4, 4, 4, 3],
    svg: () => wireless({ kind: 'speaker', backdrop: BACKDROP.mint, body: '#2f7f86', accent: '#f2b134', trim: FINISH.black }),
  },
  {
    productName: 'Spark Mini Speaker',
    shortDesc: 'Palm-sized splash-proof speaker in bright red.',
    description:
      'New to the range, the Spark Mini fits in a coat pocket yet fills a room with surprisingly rich sound. It is splash-proof and charges over USB-C.',
    category: 'wireless',
    price: 2900,
    ratings: [],
    svg: () =>
      wireless({ kind: 'speaker', backdrop: BACKDROP.blush, body: '#c8323c', accent: '#2b2d34', trim: FINISH.black, compact: true }),
  },
  {
    productName: 'Echo Home Smart Speaker',
    shortDesc: 'Voice-controlled smart speaker wrapped in sand-coloured fabric.',
    description:
      'Ask for music, timers or the weather, and control your smart lights hands-free. Room-filling 360-degree sound comes from inside a soft sand-coloured fabric cover, and the light ring glows when it is listening.',
    category: 'wireless',
    price: 9900,
    ratings: [3, 4, 4, 3, 4, 2],
    svg: () => wireless({ kind: 'smart-speaker', backdrop: BACKDROP.sand, body: '#cfc8bd', accent: '#5ad1ff', trim: FINISH.steel }),
  },
  {
    productName: 'Studio Bookshelf Speakers',
    shortDesc: 'Pair of walnut-veneer wireless bookshelf speakers.',
    description:
      'Rich, detailed stereo sound from a pair of walnut-veneered speakers with silk-dome tweeters. Stream over Bluetooth or Wi-Fi, or plug in a turntable. Supplied as a pair with a speaker cable.',
    category: 'wireless',
    price: 34900,
    ratings: [4, 4, 5, 3, 4, 4],
    svg: () => wireless({ kind: 'bookshelf', backdrop: BACKDROP.butter, body: FINISH.walnut, accent: '#2a2b30', trim: FINISH.steel }),
  },
];

/** The sample catalogue, grouped by category; the seeder keeps this order. */
export const catalogue: SeedProduct[] = [...sofas, ...mobiles, ...chairs, ...watches, ...audio];
