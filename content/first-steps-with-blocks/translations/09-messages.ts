import type { LessonTranslationsInput } from '@/kernel/lesson-content/translation.schemas'

export default {
  es: {
    title: 'Mensajes',
    summary: 'Envía un mensaje, y cada bloque que lo espera se pone en marcha.',
    steps: {
      'send-and-get': {
        title: 'Enviar y recibir',
        body: '**enviar jump** grita "¡jump!" :megaphone:\n\nCada bloque **cuando reciba jump** lo oye. Sus bloques se ponen en marcha.',
      },
      jump: {
        title: '¡Salta!',
        instructions:
          'El bloque Ejecutar envía **jump**. Haz que la tortuga avance 50 cuando reciba **jump**.',
        hints: [
          'Los bloques debajo de cuando reciba jump se ponen en marcha cuando llega el mensaje jump.',
          'Arrastra avanzar 50 dentro de cuando reciba jump.',
        ],
        checks: [
          {
            fail: 'La tortuga se movió {actual:paso|pasos}. Pon avanzar 50 debajo de cuando reciba jump.',
            pass: '¡Saltó!',
          },
          { fail: 'Deja el bloque cuando reciba jump.' },
        ],
      },
      'square-by-messages': {
        title: 'Cuatro saltos hacen un cuadrado',
        instructions: 'Cada **jump** dibuja un lado. Envía **jump** 4 veces para dibujar un cuadrado.',
        hints: [
          'Un enviar jump dibuja un lado. Un cuadrado tiene 4 lados.',
          'Pon enviar jump dentro de un bloque repetir 4 veces, o usa 4 bloques enviar jump.',
        ],
        checks: [
          {
            fail: 'Tu cuadrado tiene {actual:lado|lados}. Envía jump {expected} veces.',
            pass: '¡Un cuadrado hecho con mensajes!',
          },
          { fail: 'Deja el bloque cuando reciba jump.' },
        ],
      },
      'no-message': {
        title: 'Pregunta rápida',
        question: 'Hay un bloque **cuando reciba spin**, pero nadie envía **spin**. ¿Qué pasa?',
        choices: [
          {
            text: 'Sus bloques nunca se ponen en marcha',
            feedback: '¡Sí! Sin mensaje, no hay evento y los bloques no hacen nada.',
          },
          {
            text: 'Sus bloques se ponen en marcha una vez',
            feedback: 'Solo se ponen en marcha cuando alguien envía spin.',
          },
          { text: 'La tortuga da vueltas', feedback: 'Solo si alguien envía spin.' },
        ],
      },
    },
  },
  ar: {
    title: 'الرسائل',
    summary: 'أرسل رسالة، فيعمل كل مكعّب ينتظرها.',
    steps: {
      'send-and-get': {
        title: 'أرسل واستلم',
        body: '**أرسل jump** ينادي "jump!" :megaphone:\n\nكل مكعّب **عندما أستلم jump** يسمعه. فتعمل مكعّباته.',
      },
      jump: {
        title: 'اقفز!',
        instructions: 'مكعّب تشغيل يرسل **jump**. اجعل السلحفاة تتقدّم 50 عندما تستلم **jump**.',
        hints: [
          'المكعّبات التي تحت عندما أستلم jump تعمل عندما تصل رسالة jump.',
          'اسحب تقدّم 50 إلى داخل عندما أستلم jump.',
        ],
        checks: [
          {
            fail: 'عدد الخطوات التي مشتها السلحفاة {actual}. ضع تقدّم 50 تحت عندما أستلم jump.',
            pass: 'قفزت!',
          },
          { fail: 'أبقِ مكعّب عندما أستلم jump.' },
        ],
      },
      'square-by-messages': {
        title: 'أربع قفزات تصنع مربعًا',
        instructions: 'كل **jump** يرسم ضلعًا. أرسل **jump** أربع مرات لترسم مربعًا.',
        hints: [
          'أرسل jump مرة واحدة يرسم ضلعًا واحدًا. للمربع 4 أضلاع.',
          'ضع أرسل jump داخل مكعّب كرّر 4 مرات، أو استعمل 4 مكعّبات أرسل jump.',
        ],
        checks: [
          {
            fail: 'عدد أضلاع مربعك {actual}. أرسل jump بعدد {expected} مرات.',
            pass: 'مربع مصنوع من الرسائل!',
          },
          { fail: 'أبقِ مكعّب عندما أستلم jump.' },
        ],
      },
      'no-message': {
        title: 'سؤال سريع',
        question: 'هناك مكعّب **عندما أستلم spin**، لكن لا شيء يرسل **spin**. ماذا يحدث؟',
        choices: [
          { text: 'مكعّباته لا تعمل أبدًا', feedback: 'نعم! لا رسالة، لا حدث، لا مكعّبات تعمل.' },
          { text: 'مكعّباته تعمل مرة واحدة', feedback: 'هي تعمل فقط عندما تُرسَل spin.' },
          { text: 'تدور السلحفاة', feedback: 'فقط إذا أرسل شيء spin.' },
        ],
      },
    },
  },
} satisfies LessonTranslationsInput
