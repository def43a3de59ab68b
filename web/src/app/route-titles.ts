/** Each route's document title, so tabs, history and screen readers tell the pages apart. */
import { PRODUCT_NAME } from '@bela/contracts/constants';
import { paths, routePath } from '../config/paths';

const titles: Record<string, string> = {
  [paths.home]: `${PRODUCT_NAME} · Your AI companion`,
  [paths.enhanced]: `${PRODUCT_NAME} · Your AI companion`,
  [paths.oldHome]: `${PRODUCT_NAME} · Your AI companion`,
  [paths.signup]: `Sign up · ${PRODUCT_NAME}`,
  [paths.terms]: `Terms of Use · ${PRODUCT_NAME}`,
  [paths.privacy]: `Privacy Policy · ${PRODUCT_NAME}`,
  [paths.contact]: `Contact Support · ${PRODUCT_NAME}`,
  [paths.chat]: `Chat · ${PRODUCT_NAME}`,
  [paths.memories]: `What Bela knows · ${PRODUCT_NAME}`,
  [paths.paymentSuccess]: `Payment · ${PRODUCT_NAME}`,
  [paths.paymentCancelled]: `Payment · ${PRODUCT_NAME}`,
  [paths.paymentError]: `Payment · ${PRODUCT_NAME}`,
  [paths.gallery]: `Exclusive Gallery · ${PRODUCT_NAME}`,
  [paths.adminUpload]: `Upload Images · ${PRODUCT_NAME}`,
  [paths.adminAnalytics]: `Analytics · ${PRODUCT_NAME}`,
  [paths.adminGallery]: `Gallery · ${PRODUCT_NAME}`,
  [paths.adminMembers]: `Members · ${PRODUCT_NAME}`,
  [paths.safety]: `Crisis support · ${PRODUCT_NAME}`,
};

export function routeTitle(pathname: string): string {
  const path = routePath(pathname);
  return titles[path] ?? `Page not found · ${PRODUCT_NAME}`;
}
