// This file is generated. Do not edit it by hand.
// Generator: codegen/generators (logos/oxxo.generated.ts)
// Source: data/logos/logos.json, node_modules/react-pay-icons (Oxxo)
// Regenerate: npm run codegen
import type { LogoData } from "../../logos/logoData.ts"

/**
 * OXXO: its mark, the icon Oxxo of react-pay-icons 4.0.0.
 * @license MIT, Copyright (c) Tommy Ljungberg, https://github.com/twltwl/react-pay-icons (data/logos/ATTRIBUTION.md)
 */
export const logo: LogoData = {
  body: '<g fill="none"><path fill="#EDA42D" d="M-2 0h61.538v40H-2z"/><path fill="#FEFEFE" d="M-2 31.794h61.605V8.635H-2z"/><path fill="#ED1C24" d="M50.208 14.65a5.193 5.193 0 1 0 5.116 5.193 5.164 5.164 0 0 0-5.116-5.193m-42.168 0a5.193 5.193 0 1 0 5.115 5.193 5.164 5.164 0 0 0-5.116-5.193"/><path fill="#ED1C24" d="M50.208 28.047a8.205 8.205 0 1 1 8.083-8.204 8.16 8.16 0 0 1-8.083 8.204m-34.086-8.204a8.16 8.16 0 0 1-8.083 8.204 8.205 8.205 0 0 1 0-16.408 8.16 8.16 0 0 1 8.083 8.204m33.685-9.763c-4.737-.11-6.963 2.972-10.195 6.774l-3.048 3.585 4.827 5.866c1.15 1.802-1.045 3.59-2.406 1.941l-4.464-5.403-4.349 5.117c-1.385 1.629-3.555-.19-2.38-1.976l4.721-5.572-3.093-3.745 1.99-2.501L34.556 18l2.71-3.201a21.5 21.5 0 0 1 4.447-4.72H-2v20.27H8.22c4.737 0 6.887-2.874 10.031-6.75l2.967-3.657-4.96-5.75c-1.19-1.775.963-3.614 2.362-1.998l4.585 5.298 4.232-5.218c1.348-1.661 3.558.108 2.424 1.92l-4.593 5.682 3.177 3.672-2.002 2.406-3.163-3.62-2.637 3.263a21.2 21.2 0 0 1-4.34 4.752h43.301V10.08z"/></g>',
  name: 'OXXO',
  viewBox: '0 0 60 40',
}
