import { createBrowserRouter } from 'react-router';
import { routes } from './routes.ts';

export const router = createBrowserRouter(routes);
