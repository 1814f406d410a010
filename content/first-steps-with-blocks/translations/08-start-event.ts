import type { LessonTranslationsInput } from '@/kernel/lesson-content/translation.schemas'

export default {
  es: {
    title: 'El bloque de inicio',
    summary: 'Los bloques empiezan cuando pasa algo: un evento.',
    steps: {
      events: {
        title: 'Pasa algo',
        body: 'Un **evento** es algo que pasa, como un clic.\n\nLos bloques pegados debajo de **al pulsar Ejecutar** funcionan cuando pulsas Ejecutar. ¡Los bloques sueltos no hacen nada!',
      },
      'join-the-blocks': {
        title: 'Pega los bloques',
        instructions: 'Estos bloques están sueltos. Pégalos todos debajo de **al pulsar Ejecutar**.',
        hints: [
          'Los bloques solo funcionan cuando están pegados al bloque Ejecutar.',
          'Arrastra cada bloque hasta que se pegue debajo del de arriba: avanzar, girar a la derecha, avanzar.',
        ],
        checks: [
          {
            fail: 'La tortuga dibujó {actual:línea|líneas}. Pega todos los bloques debajo de al pulsar Ejecutar para dibujar {expected}.',
            pass: '¡Todos pegados!',
          },
        ],
      },
      'say-hello': {
        title: 'Di hola',
        instructions: 'Haz que la tortuga diga **Hello!** cuando pulses Ejecutar.',
        hints: [
          'El bloque morado decir hace hablar a la tortuga.',
          'Pega decir Hello! debajo de al pulsar Ejecutar.',
        ],
        checks: [
          {
            fail: 'La tortuga todavía no dijo Hello. Pega un bloque decir al bloque Ejecutar y escribe Hello!',
            pass: '¡Hola a ti también!',
          },
        ],
      },
    },
  },
  ar: {
    title: 'مكعّب البداية',
    summary: 'تبدأ المكعّبات عندما يحدث شيء: حدث.',
    steps: {
      events: {
        title: 'يحدث شيء',
        body: '**الحدث** شيء يحدث، مثل ضغطة.\n\nالمكعّبات المتصلة تحت **عند الضغط على تشغيل** تعمل عندما تضغط تشغيل. المكعّبات غير المتصلة لا تفعل شيئًا!',
      },
      'join-the-blocks': {
        title: 'ألصق المكعّبات',
        instructions: 'هذه المكعّبات غير متصلة. ألصقها كلها تحت **عند الضغط على تشغيل**.',
        hints: [
          'المكعّبات تعمل فقط عندما تكون متصلة بمكعّب تشغيل.',
          'اسحب كل مكعّب حتى يلتصق تحت الذي فوقه: تقدّم، استدر يمينًا، تقدّم.',
        ],
        checks: [
          {
            fail: 'عدد الخطوط التي رسمتها السلحفاة {actual}. ألصق كل المكعّبات تحت عند الضغط على تشغيل لترسم {expected}.',
            pass: 'كلها متصلة!',
          },
        ],
      },
      'say-hello': {
        title: 'قل مرحبًا',
        instructions: 'اجعل السلحفاة تقول **Hello!** عندما تضغط تشغيل.',
        hints: ['مكعّب قل البنفسجي يجعل السلحفاة تتكلم.', 'ألصق قل Hello! تحت عند الضغط على تشغيل.'],
        checks: [
          {
            fail: 'لم تقل السلحفاة Hello بعد. ألصق مكعّب قل بمكعّب تشغيل واكتب Hello!',
            pass: 'مرحبًا بك أنت أيضًا!',
          },
        ],
      },
    },
  },
} satisfies LessonTranslationsInput
