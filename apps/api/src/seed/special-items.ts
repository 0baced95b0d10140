import { EU_BAN_EFFECTIVE_DATE, EU_BANNED_INGREDIENT } from './purchase-rule-codes.ts';

// Products with fixed codes that the cart rules of SPEC §4 single out (purchase-rule-codes.ts lists the
// codes). They are part of every demo catalogue, whatever its size.

export type SpecialItemPlan = {
  code: string;
  name: string;
  description: string;
  /** The name and the description in Arabic and in Chinese. */
  translations: {
    ar: readonly [name: string, description: string];
    zh: readonly [name: string, description: string];
  };
  /** Name of the child category. */
  category: string;
  brand: string;
  priceUsd: number;
};

const alcoholFree = 'Contains no alcohol, so no age check is needed.';
const nicotineFree = 'Contains no tobacco or nicotine, so no age check is needed.';
const euBan = `Contains ${EU_BANNED_INGREDIENT}, which may not be sold for use in the European Union since ${EU_BAN_EFFECTIVE_DATE}.`;
const alcoholFreeAr = 'لا يحتوي على كحول، لذا لا يلزم التحقق من العمر.';
const alcoholFreeZh = '不含酒精，无需年龄核验。';
const nicotineFreeAr = 'لا يحتوي على تبغ أو نيكوتين، لذا لا يلزم التحقق من العمر.';
const nicotineFreeZh = '不含烟草或尼古丁，无需年龄核验。';
const euBanAr = `يحتوي على ${EU_BANNED_INGREDIENT}، الذي يُحظر بيعه للاستخدام في الاتحاد الأوروبي منذ ${EU_BAN_EFFECTIVE_DATE}.`;
const euBanZh = `含有${EU_BANNED_INGREDIENT}，自${EU_BAN_EFFECTIVE_DATE}起禁止在欧盟销售使用。`;

export const specialItems: readonly SpecialItemPlan[] = [
  {
    code: 'LIQ-NA-01',
    name: 'Zero Proof Botanical Spirit 70cl',
    description: `A distilled botanical spirit with juniper, cucumber and lime. ${alcoholFree}`,
    translations: {
      ar: ['مشروب نباتي خالٍ من الكحول 70cl', `مشروب نباتي مقطّر بالعرعر والخيار والليم. ${alcoholFreeAr}`],
      zh: ['零度植物风味烈酒 70cl', `以杜松、黄瓜和青柠蒸馏而成的植物风味饮品。${alcoholFreeZh}`],
    },
    category: 'Gin',
    brand: 'Juniper & Rowe',
    priceUsd: 29.99,
  },
  {
    code: 'LIQ-NA-02',
    name: 'Alcohol-Free Sparkling Rose 75cl',
    description: `Fine bubbles with notes of strawberry and brioche. ${alcoholFree}`,
    translations: {
      ar: ['روزيه فوار خالٍ من الكحول 75cl', `فقاعات ناعمة بنكهات الفراولة والبريوش. ${alcoholFreeAr}`],
      zh: ['无醇起泡桃红 75cl', `细腻气泡，带有草莓与布里欧修的风味。${alcoholFreeZh}`],
    },
    category: 'Wine & Champagne',
    brand: 'Chateau Valmont',
    priceUsd: 25.99,
  },
  {
    code: 'LIQ-NA-03',
    name: 'Smoked Oak Whisky Alternative 70cl',
    description: `Smoky, oaky and warming, made without a drop of spirit. ${alcoholFree}`,
    translations: {
      ar: ['بديل الويسكي بنكهة البلوط المدخّن 70cl', `مدخّن وخشبي ودافئ، دون قطرة من الكحول. ${alcoholFreeAr}`],
      zh: ['烟熏橡木威士忌替代饮品 70cl', `烟熏、橡木香、温暖，不含一滴烈酒。${alcoholFreeZh}`],
    },
    category: 'Whisky',
    brand: 'Copper Still Distillers',
    priceUsd: 32.99,
  },
  {
    code: 'LIQ-NA-04',
    name: 'Crystal Tumblers and Whisky Stones Gift Set',
    description: `Two crystal tumblers and nine soapstone cubes in a wooden box. ${alcoholFree}`,
    translations: {
      ar: [
        'طقم هدايا كؤوس كريستال وأحجار الويسكي',
        `كأسان من الكريستال وتسعة مكعبات من حجر الصابون في صندوق خشبي. ${alcoholFreeAr}`,
      ],
      zh: ['水晶杯与威士忌冰石礼盒', `两只水晶杯和九块皂石冰块，装于木盒中。${alcoholFreeZh}`],
    },
    category: 'Whisky',
    brand: 'Highland Reserve',
    priceUsd: 27.99,
  },
  {
    code: 'TOB-NF-01',
    name: 'Herbal Blend Cigarettes, 10 x 20',
    description: `Rolled from raspberry leaf, mint and rose petals. ${nicotineFree}`,
    translations: {
      ar: ['سجائر بمزيج عشبي، 10 × 20', `ملفوفة من أوراق التوت والنعناع وبتلات الورد. ${nicotineFreeAr}`],
      zh: ['草本混合香烟，10 x 20', `以覆盆子叶、薄荷和玫瑰花瓣卷制。${nicotineFreeZh}`],
    },
    category: 'Cigarettes',
    brand: 'Royal Meridian',
    priceUsd: 34.99,
  },
  {
    code: 'TOB-NF-02',
    name: 'Cedar Travel Humidor for 10 Cigars',
    description: `Spanish cedar lining with a hygrometer in the lid. ${nicotineFree}`,
    translations: {
      ar: [
        'علبة ترطيب سفر من خشب الأرز لعشر سيجارات',
        `بطانة من خشب الأرز الإسباني مع مقياس رطوبة في الغطاء. ${nicotineFreeAr}`,
      ],
      zh: ['雪松木旅行雪茄保湿盒（10支装）', `西班牙雪松木内衬，盒盖内置湿度计。${nicotineFreeZh}`],
    },
    category: 'Smoking Accessories',
    brand: 'Havana Crest',
    priceUsd: 89,
  },
  {
    code: 'TOB-NF-03',
    name: 'Double-Blade Cigar Cutter',
    description: `Surgical steel blades for a clean cut every time. ${nicotineFree}`,
    translations: {
      ar: ['قطّاعة سيجار بشفرتين', `شفرات من الفولاذ الجراحي لقطع نظيف في كل مرة. ${nicotineFreeAr}`],
      zh: ['双刃雪茄剪', `手术级钢刃，每次都能利落剪切。${nicotineFreeZh}`],
    },
    category: 'Smoking Accessories',
    brand: 'Havana Crest',
    priceUsd: 39.99,
  },
  {
    code: 'TOB-NF-04',
    name: 'Leather Cigar Case for 3 Robustos',
    description: `Hand-stitched full-grain leather with a cedar insert. ${nicotineFree}`,
    translations: {
      ar: [
        'علبة سيجار جلدية لثلاث سيجارات روبستو',
        `جلد طبيعي مخيط يدويًا مع بطانة من خشب الأرز. ${nicotineFreeAr}`,
      ],
      zh: ['皮质雪茄盒（可装3支罗布图）', `手工缝制全粒面皮革，配雪松木内衬。${nicotineFreeZh}`],
    },
    category: 'Smoking Accessories',
    brand: 'Ashford & Pike',
    priceUsd: 59.99,
  },
  {
    code: 'COS-EU-01',
    name: 'Lily of the Valley Body Lotion 400ml',
    description: `A silky lotion with a fresh floral scent. ${euBan}`,
    translations: {
      ar: ['لوشن الجسم بزهرة الزنبق 400ml', `لوشن حريري برائحة زهرية منعشة. ${euBanAr}`],
      zh: ['铃兰身体乳 400ml', `丝滑身体乳，散发清新花香。${euBanZh}`],
    },
    category: 'Body & Hair Care',
    brand: 'Velvet Iris',
    priceUsd: 24.99,
  },
  {
    code: 'COS-EU-02',
    name: 'Floral Musk Hand Cream Trio',
    description: `Three scented hand creams in a travel pouch. ${euBan}`,
    translations: {
      ar: ['ثلاثي كريم اليدين بالمسك الزهري', `ثلاثة كريمات معطّرة لليدين في حقيبة سفر. ${euBanAr}`],
      zh: ['花香麝香护手霜三件套', `三支香氛护手霜，附旅行收纳袋。${euBanZh}`],
    },
    category: 'Body & Hair Care',
    brand: 'Lumiere Botanique',
    priceUsd: 29.99,
  },
  {
    code: 'COS-EU-03',
    name: 'Fresh Linen Hair Mist 150ml',
    description: `A light mist that leaves hair soft and scented. ${euBan}`,
    translations: {
      ar: ['رذاذ الشعر بعبير الكتان المنعش 150ml', `رذاذ خفيف يترك الشعر ناعمًا وعطرًا. ${euBanAr}`],
      zh: ['清新亚麻发香喷雾 150ml', `轻盈喷雾，令秀发柔软留香。${euBanZh}`],
    },
    category: 'Body & Hair Care',
    brand: 'Nordic Dew',
    priceUsd: 19.99,
  },
  {
    code: 'COS-EU-04',
    name: 'Muguet Shower Gel 250ml',
    description: `A gentle gel with the scent of spring flowers. ${euBan}`,
    translations: {
      ar: ['جل استحمام موغيه 250ml', `جل لطيف بعبير زهور الربيع. ${euBanAr}`],
      zh: ['铃兰沐浴露 250ml', `温和沐浴露，带有春日花香。${euBanZh}`],
    },
    category: 'Body & Hair Care',
    brand: 'Velvet Iris',
    priceUsd: 15.99,
  },
  {
    code: 'COS-EU-05',
    name: 'Classic Aftershave Balm 100ml',
    description: `Soothes and cools the skin after shaving. ${euBan}`,
    translations: {
      ar: ['بلسم ما بعد الحلاقة الكلاسيكي 100ml', `يلطّف البشرة ويبرّدها بعد الحلاقة. ${euBanAr}`],
      zh: ['经典须后润肤露 100ml', `剃须后舒缓清凉肌肤。${euBanZh}`],
    },
    category: 'Skincare',
    brand: 'Maison Celeste',
    priceUsd: 34.99,
  },
];
