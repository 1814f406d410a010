import type { LessonTranslationsInput } from '@/kernel/lesson-content/translation.schemas'

export default {
  es: {
    title: 'Sube el lápiz, baja el lápiz',
    summary: 'Sube el lápiz para moverte sin dibujar.',
    steps: {
      'the-pen': {
        title: 'El lápiz',
        body: 'La tortuga lleva un lápiz :pencil:\n\n**subir el lápiz**: se mueve pero no dibuja.\n\n**bajar el lápiz**: vuelve a dibujar.',
      },
      'jump-the-gap': {
        title: 'Salta el hueco',
        instructions: 'Haz 2 líneas con un hueco en medio. Sube el lápiz para el hueco.',
        hints: [
          'Pon subir el lápiz antes del bloque avanzar del medio.',
          'El orden es: avanzar, subir el lápiz, avanzar, bajar el lápiz, avanzar.',
        ],
        checks: [
          {
            fail: 'Veo {actual:línea|líneas}. Sube el lápiz en medio para hacer {expected:línea|líneas}.',
            pass: '¡Dos líneas y un hueco!',
          },
        ],
      },
      'dotted-line': {
        title: 'Una línea de puntos',
        instructions: 'Aquí hay un trocito. Haz una línea de puntos con **3** trocitos.',
        hints: [
          'Un trocito son 4 bloques: avanzar, subir el lápiz, avanzar, bajar el lápiz.',
          'Pon los mismos 4 bloques dos veces más. Para copiar un bloque, púlsalo con el botón derecho y elige Duplicar.',
        ],
        checks: [
          {
            fail: 'Tienes {actual:trocito|trocitos}. Haz {expected}.',
            pass: '¡Tres trocitos! (Pronto un bloque repetir lo hará por ti.)',
          },
        ],
      },
      'pen-quiz': {
        title: 'Pregunta rápida',
        question: 'El lápiz está **arriba**. La tortuga avanza 100. ¿Qué ves?',
        choices: [
          { text: 'Ninguna línea nueva', feedback: '¡Sí! Con el lápiz arriba, la tortuga no dibuja.' },
          {
            text: 'Una línea de 100 pasos',
            feedback: 'El lápiz tiene que estar abajo para dibujar una línea.',
          },
        ],
      },
    },
  },
  ar: {
    title: 'ارفع القلم، أنزل القلم',
    summary: 'ارفع القلم لتتحرك بلا رسم.',
    steps: {
      'the-pen': {
        title: 'القلم',
        body: 'تمسك السلحفاة قلمًا :pencil:\n\n**ارفع القلم**: تتحرك لكنها لا ترسم.\n\n**أنزل القلم**: ترسم من جديد.',
      },
      'jump-the-gap': {
        title: 'اقفز فوق الفراغ',
        instructions: 'ارسم خطين بينهما فراغ. ارفع القلم عند الفراغ.',
        hints: [
          'ضع ارفع القلم قبل مكعّب تقدّم الذي في الوسط.',
          'الترتيب هو: تقدّم، ارفع القلم، تقدّم، أنزل القلم، تقدّم.',
        ],
        checks: [
          {
            fail: 'عدد الخطوط التي أراها {actual}. ارفع القلم في الوسط لترسم {expected}.',
            pass: 'خطان وفراغ!',
          },
        ],
      },
      'dotted-line': {
        title: 'خط منقّط',
        instructions: 'هذه قطعة واحدة. ارسم خطًا منقّطًا فيه **3** قطع.',
        hints: [
          'القطعة الواحدة 4 مكعّبات: تقدّم، ارفع القلم، تقدّم، أنزل القلم.',
          'أضف المكعّبات الأربعة نفسها مرتين أخريين. لتنسخ مكعّبًا، اضغط عليه بالزر الأيمن واختر «مكرر».',
        ],
        checks: [
          {
            fail: 'عدد القطع عندك {actual}. ارسم {expected}.',
            pass: 'ثلاث قطع! (قريبًا سيفعل مكعّب كرّر هذا عنك.)',
          },
        ],
      },
      'pen-quiz': {
        title: 'سؤال سريع',
        question: 'القلم **مرفوع**. تتقدّم السلحفاة 100. ماذا ترى؟',
        choices: [
          { text: 'لا يوجد خط جديد', feedback: 'نعم! والقلم مرفوع، لا ترسم السلحفاة.' },
          { text: 'خط طوله 100 خطوة', feedback: 'يجب أن يكون القلم نازلًا لترسم خطًا.' },
        ],
      },
    },
  },
} satisfies LessonTranslationsInput
