import type { LessonTranslationsInput } from '@/kernel/lesson-content/translation.schemas'

export default {
  es: {
    title: 'Colores',
    summary: 'Dibuja en rojo, azul, verde y más.',
    steps: {
      'pen-color': {
        title: 'Elige un color',
        body: '**color del lápiz** elige un color :palette: **tamaño del lápiz** hace las líneas gruesas o finas.\n\nPonlos *antes* de avanzar.',
      },
      'red-line': {
        title: 'Una línea roja',
        instructions: 'Dibuja una línea roja. Pon **color del lápiz rojo** antes de **avanzar**.',
        hints: [
          'Busca el bloque verde color del lápiz.',
          'Pon color del lápiz rojo arriba, encima de avanzar.',
        ],
        checks: [
          {
            fail: 'Tu línea todavía no es roja. Pon un bloque color del lápiz en rojo antes de avanzar.',
            pass: '¡Una línea roja!',
          },
        ],
      },
      'rainbow-square': {
        title: 'Cuadrado arcoíris',
        instructions: 'Pinta cada lado del cuadrado de un color distinto. Usa **4** colores.',
        hints: [
          'Pon un bloque color del lápiz antes de cada bloque avanzar.',
          'Elige un color distinto en cada bloque color del lápiz: rojo, naranja, verde, azul.',
        ],
        checks: [
          { fail: 'No pierdas tu cuadrado: necesita {expected} lados, y tiene {actual:lado|lados}.' },
          {
            fail: 'Usaste {actual:color|colores}. Usa {expected}: uno para cada lado.',
            pass: '¡Un cuadrado arcoíris!',
          },
        ],
      },
      'color-play': {
        title: 'Juega con los colores',
        instructions: 'Dibuja lo que quieras. ¡Prueba líneas gruesas y finas, y muchos colores!',
        ideas: [
          'Un zigzag de colores',
          'La primera letra de tu nombre',
          'Un cuadrado grueso y un cuadrado fino',
        ],
      },
    },
  },
  ar: {
    title: 'الألوان',
    summary: 'ارسم بالأحمر والأزرق والأخضر وغيرها.',
    steps: {
      'pen-color': {
        title: 'اختر لونًا',
        body: '**لون القلم** يختار لونًا :palette: **حجم القلم** يجعل الخطوط سميكة أو رفيعة.\n\nضعهما *قبل* التقدّم.',
      },
      'red-line': {
        title: 'خط أحمر',
        instructions: 'ارسم خطًا أحمر. ضع **لون القلم أحمر** قبل **تقدّم**.',
        hints: ['ابحث عن مكعّب لون القلم الأخضر.', 'ضع لون القلم أحمر في الأعلى، فوق تقدّم.'],
        checks: [
          {
            fail: 'خطك ليس أحمر بعد. ضع مكعّب لون القلم على الأحمر قبل تقدّم.',
            pass: 'خط أحمر!',
          },
        ],
      },
      'rainbow-square': {
        title: 'مربع قوس قزح',
        instructions: 'لوّن كل ضلع من المربع بلون مختلف. استعمل **4** ألوان.',
        hints: [
          'ضع مكعّب لون القلم قبل كل مكعّب تقدّم.',
          'اختر لونًا مختلفًا في كل مكعّب لون القلم: أحمر، برتقالي، أخضر، أزرق.',
        ],
        checks: [
          { fail: 'حافظ على مربعك: يحتاج إلى {expected} أضلاع، وعدد أضلاعه الآن {actual}.' },
          {
            fail: 'عدد الألوان التي استعملتها {actual}. استعمل {expected}: لونًا لكل ضلع.',
            pass: 'مربع قوس قزح!',
          },
        ],
      },
      'color-play': {
        title: 'العب بالألوان',
        instructions: 'ارسم أي شيء تحبه. جرّب خطوطًا سميكة ورفيعة، وألوانًا كثيرة!',
        ideas: ['خط متعرّج ملوّن', 'أول حرف من اسمك', 'مربع سميك ومربع رفيع'],
      },
    },
  },
} satisfies LessonTranslationsInput
