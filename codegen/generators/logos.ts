import * as Schema from 'effect/Schema'
import type { GeneratedFile, Generator } from '../GeneratedFile.ts'
import { LowerId, decodeSource } from '../decodeSource.ts'
import { VariableDeclarationKind } from 'ts-morph'
import { importTypes, printLiteral } from '../emit.ts'
import { installedIconPackages, type IconPackages } from '../logos/iconPackages.ts'
import { sanitizeSvg } from '../logos/sanitizeSvg.ts'

const source = 'logos/logos.json'

const Package = Schema.Struct({ version: Schema.String, license: Schema.String, copyright: Schema.String, homepage: Schema.String })
const Icon = Schema.Struct({ package: Schema.String, icon: Schema.String })
const Logo = Schema.Union([
  Schema.Struct({ name: Schema.NonEmptyString, package: Schema.String, icon: Schema.String }),
  Schema.Struct({ name: Schema.NonEmptyString, generic: LowerId }),
])
const Source = Schema.Struct({
  packages: Schema.Record(Schema.String, Package),
  generic: Schema.Record(LowerId, Schema.Struct({ ...Icon.fields, family: Schema.String })),
  logos: Schema.Record(LowerId, Logo),
})
const MethodTypes = Schema.Struct({ methods: Schema.Record(LowerId, Schema.Unknown) })
const CardBrands = Schema.Struct({ brands: Schema.Record(LowerId, Schema.Struct({ logo: LowerId })) })

const fail = (entry: string, problem: string): never => {
  throw new Error(`data/${source}: ${entry}: ${problem}`)
}

/** The module a logo's loader imports, relative to core/generated/. */
const modulePath = (id: string): string => `./logos/${id}.generated.ts`

/**
 * data/logos/logos.json -> one module per logo (core/generated/logos/<id>.generated.ts, published
 * as `payloom/logos/<id>`), each the sanitised SVG of a package's icon with its accessible name and
 * licence, and core/generated/cardBrandLogos.generated.ts: each card brand's logo loader, from the
 * `logo` of data/card-brands.json. It refuses a method type of data/payment-methods/methods.json
 * or a card brand without a logo, and a package whose installed version or licence is not the one
 * the attribution names.
 */
export const logosFrom = (packages: IconPackages): Generator => (read) => {
  const { $comment: _, ...raw } = read<Record<string, unknown>>(source)
  const data = decodeSource(Source, source, raw)
  const { methods } = decodeSource(MethodTypes, 'payment-methods/methods.json', read('payment-methods/methods.json'))
  const { brands } = decodeSource(CardBrands, 'card-brands.json', read('card-brands.json'))

  for (const [name, expected] of Object.entries(data.packages)) {
    const installed = packages.about(name)
    if (installed.version !== expected.version || installed.license !== expected.license) {
      fail(`packages.${name}`, `says ${expected.version} (${expected.license}) but ${installed.version} (${installed.license}) is installed: check its licence and the logos it gives, then update data/logos/ and ATTRIBUTION.md`)
    }
  }
  for (const type of Object.keys(methods)) if (data.logos[type] === undefined) fail('logos', `the method type ${type} (data/payment-methods/methods.json) has no logo`)
  for (const [brand, { logo }] of Object.entries(brands)) if (data.logos[logo] === undefined) fail('logos', `the card brand ${brand} names the logo ${logo}, which is not listed`)

  const files: GeneratedFile[] = Object.keys(data.logos).sort().map((id) => {
    const entry = data.logos[id]!
    const icon = 'generic' in entry ? data.generic[entry.generic] ?? fail(`logos.${id}`, `no generic icon "${entry.generic}"`) : entry
    const about = data.packages[icon.package] ?? fail(`logos.${id}`, `the package ${icon.package} is not listed under "packages"`)
    const svg = sanitizeSvg(packages.svg(icon.package, icon.icon), `${icon.package} ${icon.icon} (logo ${id})`)
    const origin = 'generic' in entry ? `the ${entry.generic} icon for ${data.generic[entry.generic]!.family} (no package has this brand's mark)` : 'its mark'
    return {
      path: `core/generated/logos/${id}.generated.ts`,
      sources: [`data/${source}`, `node_modules/${icon.package} (${icon.icon})`],
      build: (file) => {
        importTypes(file, '../../logos/logoData.ts', ['LogoData'])
        // Typed as LogoData, not `as const`: its literal type would repeat the whole SVG in the published .d.ts.
        file.addVariableStatement({
          isExported: true,
          declarationKind: VariableDeclarationKind.Const,
          docs: [`${entry.name}: ${origin}, the icon ${icon.icon} of ${icon.package} ${about.version}.\n@license ${about.license}, Copyright (c) ${about.copyright}, ${about.homepage} (data/logos/ATTRIBUTION.md)`],
          declarations: [{ name: 'logo', type: 'LogoData', initializer: printLiteral({ name: entry.name, viewBox: svg.viewBox, body: svg.body, ...('generic' in entry ? { generic: true } : {}) }) }],
        })
      },
    }
  })
  const loaders = Object.fromEntries(Object.entries(brands).map(([brand, { logo }]) => [brand, logo]))
  files.push({
    path: 'core/generated/cardBrandLogos.generated.ts',
    sources: ['data/card-brands.json', `data/${source}`],
    build: (file) => {
      importTypes(file, '../logos/logoData.ts', ['LoadLogo'])
      importTypes(file, './cardBrands.generated.ts', ['CardBrand'])
      const table = `{\n${Object.keys(loaders).sort().map((brand) => `  ${brand}: () => import(${printLiteral(modulePath(loaders[brand]!))}).then((module) => module.logo),`).join('\n')}\n}`
      file.addStatements(`/** Each card brand's logo, loaded when a form first shows it (its own module, so a page loads only the brands it shows). */\nexport const cardBrandLogos: Readonly<Record<CardBrand, LoadLogo>> = ${table}`)
    },
  })
  return files
}

/** The logos generator over the installed icon packages. */
export const logos: Generator = logosFrom(installedIconPackages)
