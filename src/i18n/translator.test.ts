import { afterEach, describe, expect, it, vi } from 'vitest'

import { createTranslator, type Messages } from './translator'

const EN: Messages = {
  wallet: { connect: 'Connect wallet' },
  blocks_one: '{{count}} block',
  blocks_other: '{{count}} blocks',
  greeting: 'Hello {{ name }}, you have {{amount}} {{symbol}}',
  englishOnly: 'Only in English',
}
const RU: Messages = {
  wallet: { connect: 'Подключить кошелёк' },
  blocks_one: '{{count}} блок',
  blocks_few: '{{count}} блока',
  blocks_many: '{{count}} блоков',
  blocks_other: '{{count}} блока (дробь)',
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('Translator.t', () => {
  const ru = createTranslator({ lng: 'ru', fallbackLng: 'en', resources: { en: EN, ru: RU } })

  it('reads nested keys in the shown language, with strings at hand ready at once', () => {
    expect(ru.isReady).toBe(true)
    expect(ru.t('wallet.connect')).toBe('Подключить кошелёк')
  })

  it('falls back to English for a key the language lacks, then to the default value, then to the key', () => {
    expect(ru.t('englishOnly')).toBe('Only in English')
    expect(ru.t('nowhere.at.all', { defaultValue: 'Something went wrong' })).toBe('Something went wrong')
    expect(ru.t('nowhere.at.all')).toBe('nowhere.at.all')
    // A key naming a branch, not a string, is not a translation.
    expect(ru.t('wallet')).toBe('wallet')
  })

  it('picks the plural form of the language by its plural rules', () => {
    expect(ru.t('blocks', { count: 1 })).toBe('1 блок')
    expect(ru.t('blocks', { count: 3 })).toBe('3 блока')
    expect(ru.t('blocks', { count: 5 })).toBe('5 блоков')
    expect(ru.t('blocks', { count: 21 })).toBe('21 блок')
    expect(ru.t('blocks', { count: 1.5 })).toBe('1.5 блока (дробь)')
    const en = createTranslator({ lng: 'en', fallbackLng: 'en', resources: { en: EN } })
    expect(en.t('blocks', { count: 1 })).toBe('1 block')
    expect(en.t('blocks', { count: 0 })).toBe('0 blocks')
  })

  it('fills every {{name}}, spaces inside the braces allowed, and leaves no placeholder for a missing value', () => {
    expect(ru.t('greeting', { name: 'Ada', amount: '1.5', symbol: 'VENOM' })).toBe('Hello Ada, you have 1.5 VENOM')
    expect(ru.t('greeting', { name: 'Ada' })).toBe('Hello Ada, you have  ')
  })

  it('inserts values as text, never reading them as placeholders or markup', () => {
    expect(ru.t('greeting', { name: '{{amount}}', amount: '<b>1</b>', symbol: '$&' })).toBe(
      'Hello {{amount}}, you have <b>1</b> $&',
    )
  })
})

describe('loading languages', () => {
  it('is ready once the language and English have loaded, shows nothing else meanwhile', async () => {
    const load = vi.fn((language: string) => Promise.resolve(language === 'ru' ? RU : EN))
    const translator = createTranslator({ lng: 'ru', fallbackLng: 'en', load })
    expect(translator.isReady).toBe(false)
    await translator.ready
    expect(translator.isReady).toBe(true)
    expect(load.mock.calls.map(([language]) => language).sort()).toEqual(['en', 'ru'])
    expect(translator.t('wallet.connect')).toBe('Подключить кошелёк')
  })

  it('retries a failed file, then shows English, and is ready either way', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const load = vi.fn((language: string) =>
      language === 'ru' ? Promise.reject(new Error('offline')) : Promise.resolve(EN),
    )
    const translator = createTranslator({ lng: 'ru', fallbackLng: 'en', load, retries: 2, retryDelayMs: 1 })
    await translator.ready
    expect(load.mock.calls.filter(([language]) => language === 'ru')).toHaveLength(3)
    expect(translator.t('wallet.connect')).toBe('Connect wallet')
    expect(console.warn).toHaveBeenCalledOnce()
  })

  it('recovers from one failed attempt without showing English', async () => {
    let failures = 1
    const load = (language: string) =>
      language === 'ru' && failures-- > 0
        ? Promise.reject(new Error('flaky'))
        : Promise.resolve(language === 'ru' ? RU : EN)
    const translator = createTranslator({ lng: 'ru', fallbackLng: 'en', load, retryDelayMs: 1 })
    await translator.ready
    expect(translator.t('wallet.connect')).toBe('Подключить кошелёк')
  })
})

describe('changeLanguage', () => {
  it('keeps the current language on screen until the new one has loaded, then tells its listeners', async () => {
    let finishRussian: (messages: Messages) => void = () => {}
    const load = (language: string) =>
      language === 'ru' ? new Promise<Messages>((resolve) => (finishRussian = resolve)) : Promise.resolve(EN)
    const translator = createTranslator({ lng: 'en', fallbackLng: 'en', load })
    await translator.ready
    const before = translator.translate
    const changed = vi.fn()
    translator.subscribe(changed)

    const switching = translator.changeLanguage('ru')
    await Promise.resolve()
    expect(translator.language).toBe('ru')
    expect(translator.t('wallet.connect')).toBe('Connect wallet')
    expect(changed).not.toHaveBeenCalled()

    finishRussian(RU)
    await switching
    expect(translator.resolvedLanguage).toBe('ru')
    expect(translator.t('wallet.connect')).toBe('Подключить кошелёк')
    expect(changed).toHaveBeenCalledWith('ru')
    expect(translator.translate).not.toBe(before)
  })

  it('shows the last language asked for when a slower, earlier one arrives after it', async () => {
    let finishRussian: (messages: Messages) => void = () => {}
    const load = (language: string) =>
      language === 'ru'
        ? new Promise<Messages>((resolve) => (finishRussian = resolve))
        : Promise.resolve(language === 'de' ? { wallet: { connect: 'Wallet verbinden' } } : EN)
    const translator = createTranslator({ lng: 'en', fallbackLng: 'en', load })
    await translator.ready
    const russian = translator.changeLanguage('ru')
    await translator.changeLanguage('de')
    finishRussian(RU)
    await russian
    expect(translator.resolvedLanguage).toBe('de')
    expect(translator.t('wallet.connect')).toBe('Wallet verbinden')
  })

  it('stops telling a listener once it unsubscribes', async () => {
    const translator = createTranslator({ lng: 'en', fallbackLng: 'en', resources: { en: EN, ru: RU } })
    const onChange = vi.fn()
    const unsubscribe = translator.subscribe(onChange)
    await translator.changeLanguage('ru')
    unsubscribe()
    await translator.changeLanguage('en')
    expect(onChange).toHaveBeenCalledOnce()
  })
})
