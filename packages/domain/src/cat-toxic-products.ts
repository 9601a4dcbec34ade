// Dog-only parasite products whose active ingredient poisons cats, by brand and by ingredient
// (docs/product/veterinary.md#products-toxic-to-cats). Only products a public source names are
// listed; the page cites each row. Cat-safe look-alikes are deliberately absent: Seresto (flumethrin,
// labelled for cats), Bravecto Plus and Vectra Felis (cat products), Advantage and Frontline Plus
// (the same makers' cat-safe names).

/** Active ingredients toxic to cats that dog products carry (pyrethroids cats cannot metabolise). */
export const catToxicIngredients = ['permethrin', 'deltamethrin'] as const
export type CatToxicIngredient = (typeof catToxicIngredients)[number]

export interface CatToxicProduct {
  brand: string
  /** Other names on the box for the same product, matched like the brand. */
  aliases: readonly string[]
  /** All the label's actives, for the page; `toxic` is the one named in the warning. */
  activeIngredients: readonly string[]
  toxic: CatToxicIngredient
}

export const catToxicProducts: readonly CatToxicProduct[] = [
  { brand: 'K9 Advantix', aliases: ['Advantix', 'K9 Advantix II'], activeIngredients: ['imidacloprid', 'permethrin'], toxic: 'permethrin' },
  { brand: 'Vectra 3D', aliases: [], activeIngredients: ['dinotefuran', 'pyriproxyfen', 'permethrin'], toxic: 'permethrin' },
  { brand: 'Frontline Tri-Act', aliases: [], activeIngredients: ['fipronil', 'permethrin'], toxic: 'permethrin' },
  { brand: 'Frontline Shield', aliases: [], activeIngredients: ['fipronil', 'permethrin', 'pyriproxyfen'], toxic: 'permethrin' },
  { brand: 'Activyl Tick Plus', aliases: [], activeIngredients: ['indoxacarb', 'permethrin'], toxic: 'permethrin' },
  { brand: 'Scalibor', aliases: ['Scalibor Protectorband'], activeIngredients: ['deltamethrin'], toxic: 'deltamethrin' },
]

/**
 * Text compared as words: lower case, accents, ® ™ © and punctuation dropped, a trailing "II"
 * (the US relabelling, "K9 Advantix II") ignored, "k-9"/"k 9" read as "k9".
 */
export function normalizeProductText(text: string): string {
  // The marks go before NFKD, which would spell ™ as "TM".
  return ` ${text
    .replace(/[®™©℠]/g, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\bk[\s-]+9\b/g, 'k9')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bii\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `
}

const contains = (haystack: string, needle: string) => haystack.includes(normalizeProductText(needle))

/**
 * What in `texts` (a product's name, its listed ingredients, an owner's typing such as "K9
 * Advantix II (imidacloprid, permethrin)") is toxic to cats: a listed product by its brand or an
 * alias as whole words, or a toxic ingredient named. Null when nothing is. "Advantage" and
 * "Frontline Plus" do not match: only whole names count.
 */
export function findCatToxicProduct(texts: readonly string[]): { product: string | null; ingredient: CatToxicIngredient } | null {
  const text = texts.map(normalizeProductText).join(' ')
  for (const product of catToxicProducts) {
    const names = [product.brand, ...product.aliases]
    if (names.some((name) => contains(text, name))) return { product: product.brand, ingredient: product.toxic }
  }
  const ingredient = catToxicIngredients.find((name) => contains(text, name))
  return ingredient ? { product: null, ingredient } : null
}

/** The warning for a cat: names the product's toxic ingredient and says to call the vet. */
export function catToxicNote(match: { product: string | null; ingredient: CatToxicIngredient }): string {
  const subject = match.product ? `${match.product} contains ${match.ingredient}` : `This product contains ${match.ingredient}`
  return `${subject}, which is toxic to cats. Never use it on a cat. If it has been put on your cat, call your vet now.`
}
