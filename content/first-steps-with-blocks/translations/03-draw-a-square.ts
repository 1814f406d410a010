import type { LessonTranslationsInput } from '@/kernel/lesson-content/translation.schemas'

export default {
  es: {
    title: 'Dibuja un cuadrado',
    summary: 'Pon pasos y giros en orden para dibujar un cuadrado.',
    steps: {
      'a-square': {
        title: 'Un cuadrado',
        body: 'Un cuadrado :square: tiene **4 lados**, todos iguales.\n\nEn cada esquina, gira a la derecha 90. Aquí tienes medio cuadrado.',
      },
      'finish-square': {
        title: 'Termina el cuadrado',
        instructions: 'La tortuga dibujó 2 lados. Pon bloques para dibujar los otros 2 lados.',
        hints: [
          'Un cuadrado tiene 4 lados. Cuenta los lados que tienes.',
          'Pon avanzar 100 y girar a la derecha 90. Luego ponlos una vez más.',
        ],
        checks: [
          {
            fail: 'Tu cuadrado tiene {actual:lado|lados}. Necesita {expected}.',
            pass: '¡Un cuadrado con 4 lados!',
          },
          { fail: 'Lleva la tortuga de vuelta a donde empezó.' },
        ],
      },
      'big-square': {
        title: 'Un cuadrado grande',
        instructions: 'Haz el cuadrado más grande. Cada lado debe tener **150** pasos.',
        hints: ['Cambia el número en cada bloque avanzar.', 'Los cuatro bloques avanzar deben decir 150.'],
        checks: [
          { fail: 'Tu cuadrado tiene {actual:lado|lados}. Necesita {expected}.' },
          {
            fail: 'Haz cada lado de 150. Todos tus lados juntos suman {actual} pasos, y deben sumar {expected}.',
            pass: '¡Un cuadrado grande!',
          },
        ],
      },
      corners: {
        title: 'Cuenta las esquinas',
        question: '¿Cuántas veces gira la tortuga para dibujar un cuadrado?',
        choices: [
          { text: '2', feedback: 'Dos giros hacen solo medio cuadrado.' },
          { text: '4', feedback: '¡Sí! Un giro en cada una de las 4 esquinas.' },
          { text: '8', feedback: 'Hay 8 bloques, pero solo 4 de ellos giran.' },
        ],
      },
    },
  },
  ar: {
    title: 'ارسم مربعًا',
    summary: 'رتّب الخطوات والاستدارات لترسم مربعًا.',
    steps: {
      'a-square': {
        title: 'مربع',
        body: 'للمربع :square: **4 أضلاع**، كلها متساوية.\n\nعند كل زاوية، استدر يمينًا 90. هذا نصف مربع.',
      },
      'finish-square': {
        title: 'أكمل المربع',
        instructions: 'رسمت السلحفاة ضلعين. أضف مكعّبات لترسم الضلعين الآخرين.',
        hints: ['للمربع 4 أضلاع. عُدّ الأضلاع التي عندك.', 'أضف تقدّم 100 واستدر يمينًا 90. ثم أضفهما مرة أخرى.'],
        checks: [
          { fail: 'عدد أضلاع مربعك {actual}. يحتاج المربع إلى {expected}.', pass: 'مربع له 4 أضلاع!' },
          { fail: 'أعِد السلحفاة إلى حيث بدأت.' },
        ],
      },
      'big-square': {
        title: 'مربع كبير',
        instructions: 'كبّر المربع. يجب أن يكون كل ضلع **150** خطوة.',
        hints: ['غيّر الرقم في كل مكعّب تقدّم.', 'يجب أن تقول مكعّبات تقدّم الأربعة 150.'],
        checks: [
          { fail: 'عدد أضلاع مربعك {actual}. يحتاج المربع إلى {expected}.' },
          {
            fail: 'اجعل كل ضلع 150. مجموع أضلاعك الآن {actual}، ويجب أن يكون {expected}.',
            pass: 'مربع كبير!',
          },
        ],
      },
      corners: {
        title: 'عُدّ الزوايا',
        question: 'كم مرة تستدير السلحفاة لترسم مربعًا؟',
        choices: [
          { text: '2', feedback: 'استدارتان ترسمان نصف مربع فقط.' },
          { text: '4', feedback: 'نعم! استدارة عند كل زاوية من الزوايا الأربع.' },
          { text: '8', feedback: 'هناك 8 مكعّبات، لكن 4 منها فقط تستدير.' },
        ],
      },
    },
  },
} satisfies LessonTranslationsInput
