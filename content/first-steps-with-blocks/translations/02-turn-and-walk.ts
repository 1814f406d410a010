import type { LessonTranslationsInput } from '@/kernel/lesson-content/translation.schemas'

export default {
  es: {
    title: 'Gira y anda',
    summary: 'Gira la tortuga para dibujar esquinas y escaleras.',
    steps: {
      turning: {
        title: 'Girar',
        body: '**girar a la derecha 90** gira la tortuga, como la esquina de una hoja.\n\nLos bloques van uno a uno, de arriba abajo.',
      },
      corner: {
        title: 'Haz una esquina',
        instructions: 'Dibuja una esquina. Sube 100, gira a la derecha y avanza 100 otra vez.',
        hints: [
          'Después del primer paso, la tortuga tiene que girar.',
          'Pon girar a la derecha 90 y luego avanzar 100 debajo del primer bloque.',
        ],
        checks: [
          { fail: 'Tu esquina tiene {actual:línea|líneas}. Una esquina tiene {expected:línea|líneas}.' },
          { fail: 'Gira a la derecha y luego avanza 100. La tortuga debe acabar a la derecha.' },
        ],
      },
      stairs: {
        title: 'Escaleras',
        instructions: 'La tortuga subió un escalón. Haz otro escalón para que llegue arriba.',
        hints: [
          'Para subir otra vez, la tortuga primero gira a la izquierda.',
          'Pon: girar a la izquierda 90, avanzar 50, girar a la derecha 90, avanzar 50.',
        ],
        checks: [
          {
            fail: 'Tu escalera tiene {actual:línea|líneas}. Dos escalones necesitan {expected:línea|líneas}.',
          },
          { fail: 'La tortuga debe acabar arriba de la escalera.', pass: '¡Arriba del todo!' },
        ],
      },
      'which-way': {
        title: '¿Hacia dónde?',
        question:
          'La tortuga mira hacia arriba. Luego hace **girar a la derecha 90**. ¿Hacia dónde mira ahora?',
        choices: [
          { text: 'A la derecha', feedback: '¡Sí! Girar a la derecha va como las agujas del reloj.' },
          { text: 'A la izquierda', feedback: 'Eso es girar a la izquierda. ¡Prueba otra vez!' },
          { text: 'Hacia abajo', feedback: 'Para mirar abajo tiene que girar dos veces. ¡Prueba otra vez!' },
        ],
      },
    },
  },
  ar: {
    title: 'استدر وامشِ',
    summary: 'أدر السلحفاة لترسم زوايا ودرجات.',
    steps: {
      turning: {
        title: 'الاستدارة',
        body: '**استدر يمينًا 90** يدير السلحفاة، مثل زاوية الورقة.\n\nتعمل المكعّبات واحدًا بعد واحد، من الأعلى.',
      },
      corner: {
        title: 'ارسم زاوية',
        instructions: 'ارسم زاوية. تقدّم 100 إلى الأعلى، استدر يمينًا، ثم تقدّم 100 مرة أخرى.',
        hints: [
          'بعد أول خطوة، يجب أن تستدير السلحفاة.',
          'أضف استدر يمينًا 90، ثم تقدّم 100، تحت المكعّب الأول.',
        ],
        checks: [
          { fail: 'عدد الخطوط في زاويتك {actual}. الزاوية فيها {expected}.' },
          { fail: 'استدر يمينًا، ثم تقدّم 100. يجب أن تنتهي السلحفاة جهة اليمين.' },
        ],
      },
      stairs: {
        title: 'درج',
        instructions: 'صعدت السلحفاة درجة واحدة. ارسم درجة ثانية لتصعد إلى الأعلى.',
        hints: [
          'لتصعد مرة أخرى، يجب أن تستدير السلحفاة يسارًا أولًا.',
          'أضف: استدر يسارًا 90، تقدّم 50، استدر يمينًا 90، تقدّم 50.',
        ],
        checks: [
          { fail: 'عدد الخطوط في درجك {actual}. الدرجتان تحتاجان {expected}.' },
          { fail: 'يجب أن تنتهي السلحفاة في أعلى الدرج.', pass: 'صعدت الدرج!' },
        ],
      },
      'which-way': {
        title: 'إلى أين؟',
        question: 'السلحفاة تنظر إلى الأعلى. ثم تفعل **استدر يمينًا 90**. إلى أين تنظر الآن؟',
        choices: [
          { text: 'إلى اليمين', feedback: 'نعم! الاستدارة يمينًا مثل عقارب الساعة.' },
          { text: 'إلى اليسار', feedback: 'هذه استدارة يسارًا. جرّب مرة أخرى!' },
          { text: 'إلى الأسفل', feedback: 'لتنظر إلى الأسفل يجب أن تستدير مرتين. جرّب مرة أخرى!' },
        ],
      },
    },
  },
} satisfies LessonTranslationsInput
