import type { LessonTranslationsInput } from '@/kernel/lesson-content/translation.schemas'

export default {
  es: {
    title: '¡Repetir!',
    summary: 'Un bloque repetir hace los bloques de dentro una y otra vez.',
    steps: {
      'again-and-again': {
        title: 'Una y otra vez',
        body: '**repetir** :repeat: hace los bloques de dentro una y otra vez. Es un **bucle**.\n\nPulsa **Ejecutar**. Un solo bloque decir dice Hop! 3 veces.',
      },
      'square-with-repeat': {
        title: 'Un cuadrado con repetir',
        instructions:
          'La tortuga anda, pero nunca gira. Pon **girar a la derecha 90** dentro de repetir para hacer un cuadrado.',
        hints: [
          'La tortuga tiene que girar en cada esquina.',
          'Arrastra girar a la derecha 90 dentro de repetir, debajo de avanzar.',
        ],
        checks: [
          {
            fail: 'Tu cuadrado tiene {actual:lado|lados}. Necesita {expected}.',
            pass: '¡Un cuadrado con solo 3 bloques!',
          },
          { fail: 'Deja el bloque repetir: hace el trabajo por ti.' },
        ],
      },
      'dotted-repeat': {
        title: 'Línea de puntos con repetir',
        instructions:
          'Haz una línea de puntos con **5** trocitos. Pon los bloques de un trocito dentro de **repetir 5 veces**.',
        hints: [
          'Un trocito es: avanzar, subir el lápiz, avanzar, bajar el lápiz.',
          'Pon esos 4 bloques dentro del bloque repetir 5 veces.',
        ],
        checks: [
          { fail: 'Tienes {actual:trocito|trocitos}. Haz {expected}.', pass: '¡Cinco trocitos!' },
          { fail: 'Usa el bloque repetir para los trocitos.' },
        ],
      },
      'how-many': {
        title: '¿Cuántas veces?',
        question:
          'Un bloque **repetir 3 veces** tiene **decir ¡Hola!** dentro. ¿Cuántas veces dice ¡Hola! la tortuga?',
        choices: [
          { text: '1', feedback: 'Hay un solo bloque, pero repetir lo hace una y otra vez.' },
          { text: '3', feedback: '¡Sí! repetir 3 veces hace lo de dentro 3 veces.' },
          { text: '4', feedback: 'Mira el número del bloque repetir.' },
        ],
      },
    },
  },
  ar: {
    title: 'كرّر!',
    summary: 'مكعّب كرّر يفعل المكعّبات التي بداخله مرة بعد مرة.',
    steps: {
      'again-and-again': {
        title: 'مرة بعد مرة',
        body: '**كرّر** :repeat: يفعل المكعّبات التي بداخله مرة بعد مرة. هذا **تكرار**.\n\nاضغط **تشغيل**. مكعّب قل واحد يقول Hop! ثلاث مرات.',
      },
      'square-with-repeat': {
        title: 'مربع مع كرّر',
        instructions: 'السلحفاة تمشي، لكنها لا تستدير أبدًا. ضع **استدر يمينًا 90** داخل كرّر لترسم مربعًا.',
        hints: ['يجب أن تستدير السلحفاة عند كل زاوية.', 'اسحب استدر يمينًا 90 إلى داخل كرّر، تحت تقدّم.'],
        checks: [
          { fail: 'عدد أضلاع مربعك {actual}. يحتاج المربع إلى {expected}.', pass: 'مربع بثلاثة مكعّبات فقط!' },
          { fail: 'أبقِ مكعّب كرّر: هو يقوم بالعمل عنك.' },
        ],
      },
      'dotted-repeat': {
        title: 'خط منقّط مع كرّر',
        instructions: 'ارسم خطًا منقّطًا فيه **5** قطع. ضع مكعّبات القطعة الواحدة داخل **كرّر 5 مرات**.',
        hints: [
          'القطعة الواحدة هي: تقدّم، ارفع القلم، تقدّم، أنزل القلم.',
          'ضع هذه المكعّبات الأربعة داخل مكعّب كرّر 5 مرات.',
        ],
        checks: [
          { fail: 'عدد القطع عندك {actual}. ارسم {expected}.', pass: 'خمس قطع!' },
          { fail: 'استعمل مكعّب كرّر لترسم القطع.' },
        ],
      },
      'how-many': {
        title: 'كم مرة؟',
        question: 'داخل مكعّب **كرّر 3 مرات** يوجد **قل Hi!**. كم مرة تقول السلحفاة Hi!؟',
        choices: [
          { text: '1', feedback: 'هناك مكعّب واحد، لكن كرّر يفعله مرة بعد مرة.' },
          { text: '3', feedback: 'نعم! كرّر 3 مرات يفعل ما بداخله 3 مرات.' },
          { text: '4', feedback: 'انظر إلى الرقم في مكعّب كرّر.' },
        ],
      },
    },
  },
} satisfies LessonTranslationsInput
