// A second, small entry loaded with `async` beside the app: it starts the first view's data and
// LCP image from the HTML instead of after React, the router and Chakra have downloaded and run.
import { startRouteData } from './early/startRouteData';
import { appQueryClient } from './queries/appQueryClient';

startRouteData(appQueryClient, window.location);
