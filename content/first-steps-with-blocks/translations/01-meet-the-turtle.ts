import type { LessonTranslationsInput } from '@/kernel/lesson-content/translation.schemas'

export default {
  es: {
    title: 'Conoce a la tortuga',
    summary: 'La tortuga camina a donde dicen tus bloques, y dibuja una línea al andar.',
    steps: {
      'hello-turtle': {
        title: '¡Hola, tortuga!',
        body: 'Esta es la tortuga :turtle: Hace lo que dicen tus bloques.\n\nPulsa **Ejecutar** para verla andar.',
      },
      'first-walk': {
        title: 'El primer paseo',
        instructions:
          'Toca **avanzar**, o arrástralo debajo de **al pulsar Ejecutar**. Luego pulsa **Ejecutar**.',
        hints: [
          'Busca el bloque azul que dice avanzar.',
          'Arrástralo debajo de al pulsar Ejecutar. Los bloques se pegan. Luego pulsa Ejecutar.',
        ],
        checks: [
          {
            fail: 'La tortuga todavía no anduvo. Pega un bloque avanzar al bloque Ejecutar.',
            pass: '¡La tortuga anduvo y dibujó una línea!',
          },
        ],
      },
      'long-line': {
        title: 'Una línea larga',
        instructions: 'Haz una línea de **150** pasos. Pulsa el número para cambiarlo.',
        hints: [
          'Pulsa el 50 del bloque avanzar.',
          'Escribe 150 y pulsa Ejecutar. O usa tres bloques avanzar 50.',
        ],
        checks: [
          {
            fail: 'Tu línea mide {actual} pasos. Hazla de {expected} pasos.',
            pass: '¡Una línea de 150 pasos!',
          },
        ],
      },
      'which-block': {
        title: 'Pregunta rápida',
        question: '¿Qué bloque hace andar a la tortuga?',
        choices: [
          { text: 'avanzar', feedback: '¡Sí! La tortuga anda y dibuja una línea.' },
          { text: 'al pulsar Ejecutar', feedback: 'Ese bloque pone en marcha a la tortuga. No anda.' },
          {
            text: 'girar a la derecha',
            feedback: 'Ese bloque gira a la tortuga. Se queda en el mismo sitio.',
          },
        ],
      },
    },
  },
  ar: {
    title: 'تعرّف على السلحفاة',
    summary: 'تمشي السلحفاة حيث تقول مكعّباتك، وترسم خطًا وهي تمشي.',
    steps: {
      'hello-turtle': {
        title: 'مرحبًا يا سلحفاة!',
        body: 'هذه هي السلحفاة :turtle: تفعل ما تقوله مكعّباتك.\n\nاضغط **تشغيل** لتراها تمشي.',
      },
      'first-walk': {
        title: 'أول مشوار',
        instructions: 'المس **تقدّم**، أو اسحبه تحت **عند الضغط على تشغيل**. ثم اضغط **تشغيل**.',
        hints: [
          'ابحث عن المكعّب الأزرق الذي يقول تقدّم.',
          'اسحبه تحت عند الضغط على تشغيل. تلتصق المكعّبات معًا. ثم اضغط تشغيل.',
        ],
        checks: [
          {
            fail: 'لم تمشِ السلحفاة بعد. ألصق مكعّب تقدّم بمكعّب تشغيل.',
            pass: 'مشت السلحفاة ورسمت خطًا!',
          },
        ],
      },
      'long-line': {
        title: 'خط طويل',
        instructions: 'ارسم خطًا طوله **150** خطوة. اضغط على الرقم لتغيّره.',
        hints: ['اضغط على الرقم 50 في مكعّب تقدّم.', 'اكتب 150 واضغط تشغيل. أو استعمل ثلاثة مكعّبات تقدّم 50.'],
        checks: [
          {
            fail: 'طول خطك الآن {actual}. اجعل طوله {expected}.',
            pass: 'خط طوله 150 خطوة!',
          },
        ],
      },
      'which-block': {
        title: 'سؤال سريع',
        question: 'أيّ مكعّب يجعل السلحفاة تمشي؟',
        choices: [
          { text: 'تقدّم', feedback: 'نعم! تمشي السلحفاة وترسم خطًا.' },
          { text: 'عند الضغط على تشغيل', feedback: 'هذا المكعّب يبدأ السلحفاة. هو لا يمشي.' },
          { text: 'استدر يمينًا', feedback: 'هذا المكعّب يدير السلحفاة. تبقى في مكانها.' },
        ],
      },
    },
  },
} satisfies LessonTranslationsInput
