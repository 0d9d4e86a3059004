// The unit words of every counter language but English (issue #17), split from unit-words.ts so
// the public viewer loads them only for a counter in one of these languages. Importing this module
// adds them; the plural categories come from Intl.PluralRules, the words are ours. `spoken` is what
// the live region says around the time (use-live-announcement.ts), '{}' standing for it.
import {
  addUnitWords,
  type CounterLocale,
  type PluralForms,
  type SpokenPhrases,
  type UnitWords,
} from './unit-words';

// The live region's phrases around the time ('{}'): remaining, paused, started, complete.
const spoken = (...phrases: SpokenPhrases): SpokenPhrases => phrases;
// One word for every count: languages without grammatical number here.
const same = (word: string): PluralForms => ({ other: word });
const twoForms = (one: string, other: string): PluralForms => ({ one, other });
// Slavic: one (1, 21…), few (2–4, 22–24…), many (0, 5–20…), other (fractions).
const slavic = (one: string, few: string, many: string, other: string): PluralForms => ({
  one,
  few,
  many,
  other,
});

export const OTHER_UNIT_WORDS: Partial<Record<CounterLocale, UnitWords>> = {
  es: {
    days: twoForms('día', 'días'),
    hours: twoForms('hora', 'horas'),
    minutes: twoForms('minuto', 'minutos'),
    seconds: twoForms('segundo', 'segundos'),
    spoken: spoken('Quedan {}', 'En pausa: {}', 'Iniciado. {}', 'Completado'),
  },
  'pt-BR': {
    days: twoForms('dia', 'dias'),
    hours: twoForms('hora', 'horas'),
    minutes: twoForms('minuto', 'minutos'),
    seconds: twoForms('segundo', 'segundos'),
    spoken: spoken('Faltam {}', 'Pausado em {}', 'Iniciado. {}', 'Concluído'),
  },
  fr: {
    days: twoForms('jour', 'jours'),
    hours: twoForms('heure', 'heures'),
    minutes: twoForms('minute', 'minutes'),
    seconds: twoForms('seconde', 'secondes'),
    spoken: spoken('Il reste {}', 'En pause : {}', 'Démarré. {}', 'Terminé'),
  },
  de: {
    days: twoForms('Tag', 'Tage'),
    hours: twoForms('Stunde', 'Stunden'),
    minutes: twoForms('Minute', 'Minuten'),
    seconds: twoForms('Sekunde', 'Sekunden'),
    spoken: spoken('Noch {}', 'Angehalten bei {}', 'Gestartet. {}', 'Abgeschlossen'),
  },
  it: {
    days: twoForms('giorno', 'giorni'),
    hours: twoForms('ora', 'ore'),
    minutes: twoForms('minuto', 'minuti'),
    seconds: twoForms('secondo', 'secondi'),
    spoken: spoken('Mancano {}', 'In pausa: {}', 'Avviato. {}', 'Completato'),
  },
  nl: {
    days: twoForms('dag', 'dagen'),
    hours: twoForms('uur', 'uur'),
    minutes: twoForms('minuut', 'minuten'),
    seconds: twoForms('seconde', 'seconden'),
    spoken: spoken('Nog {}', 'Gepauzeerd op {}', 'Gestart. {}', 'Voltooid'),
  },
  pl: {
    days: slavic('dzień', 'dni', 'dni', 'dnia'),
    hours: slavic('godzina', 'godziny', 'godzin', 'godziny'),
    minutes: slavic('minuta', 'minuty', 'minut', 'minuty'),
    seconds: slavic('sekunda', 'sekundy', 'sekund', 'sekundy'),
    spoken: spoken('Pozostało {}', 'Wstrzymano: {}', 'Uruchomiono. {}', 'Zakończono'),
  },
  tr: {
    days: same('gün'),
    hours: same('saat'),
    minutes: same('dakika'),
    seconds: same('saniye'),
    spoken: spoken('{} kaldı', 'Duraklatıldı: {}', 'Başladı. {}', 'Tamamlandı'),
  },
  ru: {
    days: slavic('день', 'дня', 'дней', 'дня'),
    hours: slavic('час', 'часа', 'часов', 'часа'),
    minutes: slavic('минута', 'минуты', 'минут', 'минуты'),
    seconds: slavic('секунда', 'секунды', 'секунд', 'секунды'),
    spoken: spoken('Осталось {}', 'Пауза: {}', 'Запущено. {}', 'Завершено'),
  },
  uk: {
    days: slavic('день', 'дні', 'днів', 'дня'),
    hours: slavic('година', 'години', 'годин', 'години'),
    minutes: slavic('хвилина', 'хвилини', 'хвилин', 'хвилини'),
    seconds: slavic('секунда', 'секунди', 'секунд', 'секунди'),
    spoken: spoken('Залишилося {}', 'Пауза: {}', 'Запущено. {}', 'Завершено'),
  },
  ja: {
    days: same('日'),
    hours: same('時間'),
    minutes: same('分'),
    seconds: same('秒'),
    spoken: spoken('残り {}', '一時停止: {}', '開始しました。{}', '完了'),
  },
  ko: {
    days: same('일'),
    hours: same('시간'),
    minutes: same('분'),
    seconds: same('초'),
    spoken: spoken('{} 남음', '일시 정지: {}', '시작됨. {}', '완료'),
  },
  'zh-CN': {
    days: same('天'),
    hours: same('小时'),
    minutes: same('分钟'),
    seconds: same('秒'),
    spoken: spoken('剩余 {}', '已暂停：{}', '已开始。{}', '已完成'),
  },
  // Arabic: zero, one, two, few (3–10), many (11–99), other (100, 101…).
  ar: {
    days: { zero: 'يوم', one: 'يوم', two: 'يومان', few: 'أيام', many: 'يومًا', other: 'يوم' },
    hours: { zero: 'ساعة', one: 'ساعة', two: 'ساعتان', few: 'ساعات', many: 'ساعة', other: 'ساعة' },
    minutes: { zero: 'دقيقة', one: 'دقيقة', two: 'دقيقتان', few: 'دقائق', many: 'دقيقة', other: 'دقيقة' },
    seconds: { zero: 'ثانية', one: 'ثانية', two: 'ثانيتان', few: 'ثوانٍ', many: 'ثانية', other: 'ثانية' },
    spoken: spoken('المتبقي: {}', 'متوقف مؤقتًا عند {}', 'بدأ. {}', 'اكتمل'),
  },
  hi: {
    days: twoForms('दिन', 'दिन'),
    hours: twoForms('घंटा', 'घंटे'),
    minutes: twoForms('मिनट', 'मिनट'),
    seconds: twoForms('सेकंड', 'सेकंड'),
    spoken: spoken('{} शेष', '{} पर रुका', 'शुरू हुआ। {}', 'पूर्ण'),
  },
  id: {
    days: same('hari'),
    hours: same('jam'),
    minutes: same('menit'),
    seconds: same('detik'),
    spoken: spoken('Sisa {}', 'Dijeda pada {}', 'Dimulai. {}', 'Selesai'),
  },
};

addUnitWords(OTHER_UNIT_WORDS);
