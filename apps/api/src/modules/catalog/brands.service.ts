import { templatedError } from '@dutyfree/contracts';
import { notFound } from '../../http/problems.ts';
import type { BrandRecord, BrandsRepository } from './brands.repository.ts';

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
}
