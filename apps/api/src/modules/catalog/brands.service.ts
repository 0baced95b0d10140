import { fixedError, MAX_POWER_BRANDS, templatedError } from '@dutyfree/contracts';
import type { Executor } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { FieldErrors, notFound } from '../../http/problems.ts';
import type { BrandFields, BrandRecord, BrandsRepository } from './brands.repository.ts';

/**
 * The brands the goods are filed under: listed for shoppers, and kept by admins (their names in three
 * languages, their logos, and the power brands of the home page, at most 21). An admin's change runs on
 * the caller's transaction and answers the brand before and after it.
 */
export class BrandsService {
  private readonly brands: BrandsRepository;
  constructor(brands: BrandsRepository) {
    this.brands = brands;
  }

  list(): Promise<BrandRecord[]> {
    return this.brands.listByName();
  }

  async assertExists(id: number): Promise<void> {
    if (!(await this.brands.exists(id)))
      throw notFound(templatedError('request.noSuchRecord', { what: 'brand', id: String(id) }));
  }

  idsNamed(text: string): Promise<number[]> {
    return this.brands.idsNamed(text);
  }

  /** Every brand by name as written, then id: the back office's list. */
  listAsWritten(): Promise<BrandRecord[]> {
    return this.brands.listAsWritten();
  }

  async create(fields: BrandFields, executor: Executor): Promise<BrandRecord> {
    const brands = this.brands.on(executor);
    await this.checkPowerBrands(brands, fields, undefined);
    return this.find(brands, await brands.insert(fields).catch(brandNameTaken));
  }

  async update(
    brandId: number,
    fields: BrandFields,
    executor: Executor,
  ): Promise<{ before: BrandRecord; after: BrandRecord }> {
    const brands = this.brands.on(executor);
    const before = await this.find(brands, brandId);
    await this.checkPowerBrands(brands, fields, before);
    await brands.update(brandId, fields).catch(brandNameTaken);
    return { before, after: await this.find(brands, brandId) };
  }

  /** `upload` stores the logo (through `media`, in the same transaction) once the brand is known, and gives its address. */
  async setLogo(
    brandId: number,
    upload: () => Promise<string>,
    executor: Executor,
  ): Promise<{ before: BrandRecord; after: BrandRecord }> {
    const brands = this.brands.on(executor);
    const before = await this.find(brands, brandId);
    await brands.setImage(brandId, await upload());
    return { before, after: await this.find(brands, brandId) };
  }

  /** The brand, for an admin; 404 when there is none. */
  private async find(brands: BrandsRepository, brandId: number): Promise<BrandRecord> {
    const [brand] = await brands.listAsWritten(brandId);
    if (!brand) throw notFound(fixedError('backOfficeBrands.brandNotFound'));
    return brand;
  }

  /**
   * The home page has room for 21 power brands: a brand that would be one more is refused until another
   * loses the flag. A brand that already has it keeps it through any edit, even in a shop that holds more
   * (the demo seed flags 24), so its names and logo can still be corrected.
   */
  private async checkPowerBrands(
    brands: BrandsRepository,
    fields: BrandFields,
    before: BrandRecord | undefined,
  ) {
    if (!fields.isPowerFullBrand || before?.isPowerFullBrand) return;
    await brands.lockPowerBrands();
    if ((await brands.powerBrandCount()) >= MAX_POWER_BRANDS) {
      throw new FieldErrors({ PowerBrand: [fixedError('backOfficeBrands.powerBrandsFull')] });
    }
  }
}

/** A brand's name is its own (the column is unique): a second brand of that name is the form's mistake. */
function brandNameTaken(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new FieldErrors({ Name: [fixedError('backOfficeBrands.brandNameTaken')] });
  }
  throw error;
}
