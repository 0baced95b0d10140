// Creates Vendure's tables and fills them with the initial data and the products of products.csv
// through Vendure's own importer, then rebuilds its search index and waits until it holds every product.
const path = require('node:path');
const {
  bootstrap,
  JobQueueService,
  RequestContextService,
  SearchService,
  TransactionalConnection,
} = require('@vendure/core');
const { populate } = require('@vendure/core/cli');
const { config } = require('./vendure-config.cjs');

(async () => {
  const started = Date.now();
  const app = await populate(
    async () => {
      const app = await bootstrap({
        ...config,
        apiOptions: { ...config.apiOptions, port: Number(process.env.VENDURE_PORT ?? 3000) },
        dbConnectionOptions: { ...config.dbConnectionOptions, synchronize: true },
        importExportOptions: { importAssetsDir: path.join(__dirname, 'assets') },
      });
      await app.get(JobQueueService).start();
      return app;
    },
    require('./initial-data.json'),
    path.join(__dirname, 'products.csv'),
  );
  console.log(`imported in ${((Date.now() - started) / 1000).toFixed(0)} s; rebuilding the search index …`);
  const ctx = await app.get(RequestContextService).create({ apiType: 'admin' });
  await app.get(SearchService).reindex(ctx);
  const connection = app.get(TransactionalConnection);
  for (;;) {
    const [{ count: products }] = await connection.rawConnection.query('select count(*) from product');
    const [{ count: indexed }] = await connection.rawConnection.query(
      'select count(distinct "productId") from search_index_item',
    );
    console.log(`${indexed} of ${products} products in the search index`);
    if (Number(indexed) >= Number(products)) break;
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await app.close();
  process.exit(0);
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
