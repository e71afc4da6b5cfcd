import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isPoBox } from 'payloom/validation'
import { poBoxPatterns } from '../../../core/generated/address/poBox.generated.ts'

describe('isPoBox', () => {
  it('knows the keywords of about 30 countries', () => {
    expect(Object.keys(poBoxPatterns.countries).length).toBeGreaterThanOrEqual(30)
  })

  it.each([
    ['US', 'PO Box 12'], ['US', 'p.o. box 12'], ['US', 'POB 12'], ['US', 'Post Office Box 3'], ['US', 'PO Box123'],
    ['DE', 'Postfach 1234'], ['AT', 'Postfach 7'], ['CH', 'Case postale 12'], ['FR', 'B.P. 12'], ['BE', 'Postbus 44'],
    ['NL', 'postbus 10'], ['ES', 'Apdo. 15'], ['PT', 'Apartado 3'], ['IT', 'C.P. 120'], ['BR', 'Caixa Postal 77'],
    ['MX', 'Apartado Postal 5'], ['SE', 'Box 123'], ['NO', 'Postboks 6'], ['DK', 'Postboks 9'], ['FI', 'PL 22'],
    ['PL', 'Skrytka pocztowa 5'], ['HU', 'Pf. 12'], ['RU', 'Абонентский ящик 7'], ['UA', 'а/с 12'], ['GR', 'Τ.Θ. 1234'],
    ['TR', 'Posta Kutusu 4'], ['JP', '私書箱12号'], ['CN', '北京市100号信箱'], ['KR', '중앙우체국 사서함 10'],
    ['AU', 'Locked Bag 9'], ['AU', 'GPO Box 1'], ['CA', 'Case postale 40'], ['ZA', 'Posbus 12'], ['AE', 'P.O. Box 1234'],
    ['GB', 'PO Box 7'], ['KE', 'P.O. Box 100-00100'],
  ])('%s: "%s" is a PO box', (country, line) => {
    expect(isPoBox(line, country)).toBe(true)
  })

  it.each([
    ['US', '1600 Pennsylvania Ave'], ['US', '12 Boxwood Lane'], ['DE', 'Postfachweg 3'], ['FR', '3 rue de la BPM'],
    ['SE', 'Boxvägen 3'], ['NO', 'Storgata 1'], ['IT', 'Via Roma 1'], ['RU', 'ул. Тверская, 7'], ['JP', '千代田区1-1'],
    ['US', ''],
  ])('%s: "%s" is not a PO box', (country, line) => {
    expect(isPoBox(line, country)).toBe(false)
  })

  it('uses the country keywords only: a Dutch keyword is not a PO box in the US', () => {
    expect(isPoBox('Postbus 10', 'US')).toBe(false)
    expect(isPoBox('Postbus 10', 'NL')).toBe(true)
  })

  it('finds the default keywords in any surrounding text, for countries without their own', () => {
    fc.assert(fc.property(fc.constantFrom('KE', 'GB', 'IN', 'NG', 'XX'), fc.constantFrom('PO Box', 'P.O. Box', 'po box', 'Post Office Box'), fc.nat(), fc.constantFrom('', 'Suite 4, ', 'c/o Ada, '), (country, keyword, number, before) => {
      expect(isPoBox(`${before}${keyword} ${number}`, country)).toBe(true)
    }))
  })

  it('never matches a keyword glued inside a longer word', () => {
    fc.assert(fc.property(fc.stringMatching(/^[a-z]{1,8}$/), fc.stringMatching(/^[a-z]{1,8}$/), (before, after) => {
      expect(isPoBox(`${before}postbus${after} 1`, 'NL')).toBe(false)
    }))
  })

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), fc.anything(), (line, country) => {
      expect(typeof isPoBox(line, country)).toBe('boolean')
    }))
  })
})
