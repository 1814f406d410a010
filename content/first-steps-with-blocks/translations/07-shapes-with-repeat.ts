import type { LessonTranslationsInput } from '@/kernel/lesson-content/translation.schemas'

export default {
  es: {
    title: 'Formas con repetir',
    summary: 'Triángulos, hexágonos y flores: cada forma es un repetir.',
    steps: {
      'shape-recipe': {
        title: 'La receta de las formas',
        body: 'Una forma es **avanzar** y luego **girar**, una y otra vez.\n\n- :triangle: triángulo: repetir 3, girar 120\n- :square: cuadrado: repetir 4, girar 90\n- :hexagon: hexágono: repetir 6, girar 60',
      },
      triangle: {
        title: 'Un triángulo',
        instructions:
          'Esto dibuja un cuadrado. Cambia los números para dibujar un triángulo: **3** lados, girar **120**.',
        hints: [
          'Mira la receta: un triángulo es repetir 3 y girar a la derecha 120.',
          'Cambia repetir 4 por 3, y girar a la derecha 90 por 120.',
        ],
        checks: [
          {
            fail: 'Tu forma tiene {actual:lado|lados}. Un triángulo tiene {expected}.',
            pass: '¡Un triángulo!',
          },
        ],
      },
      hexagon: {
        title: 'Un hexágono',
        instructions: 'Dibuja un hexágono: **6** lados de 60 pasos. Usa un repetir.',
        hints: [
          'Empieza con repetir 6 veces. Pon avanzar y girar dentro.',
          'Dentro de repetir 6: avanzar 60, luego girar a la derecha 60.',
        ],
        checks: [
          {
            fail: 'Tu forma tiene {actual:lado|lados}. Un hexágono tiene {expected}.',
            pass: '¡Un hexágono, como un panal de abejas!',
          },
          { fail: 'Usa un bloque repetir para los lados.' },
        ],
      },
      flower: {
        title: 'Haz una flor',
        instructions:
          'Pon un repetir **dentro** de otro repetir. Dibuja una forma, gira un poco, ¡y dibújala otra vez!',
        ideas: [
          'Usa triángulos en vez de cuadrados',
          'Repetir 12 veces y girar a la derecha 30',
          'Cambia el color dentro del repetir grande',
        ],
      },
    },
  },
  ar: {
    title: 'أشكال مع كرّر',
    summary: 'مثلثات وأشكال سداسية وأزهار: كل شكل هو كرّر.',
    steps: {
      'shape-recipe': {
        title: 'وصفة الأشكال',
        body: 'الشكل هو **تقدّم** ثم **استدر**، مرة بعد مرة.\n\n- :triangle: مثلث: كرّر 3، استدر 120\n- :square: مربع: كرّر 4، استدر 90\n- :hexagon: شكل سداسي: كرّر 6، استدر 60',
      },
      triangle: {
        title: 'مثلث',
        instructions: 'هذا يرسم مربعًا. غيّر الأرقام لترسم مثلثًا: **3** أضلاع، استدر **120**.',
        hints: [
          'انظر إلى الوصفة: المثلث هو كرّر 3 واستدر يمينًا 120.',
          'غيّر كرّر 4 إلى 3، واستدر يمينًا 90 إلى 120.',
        ],
        checks: [{ fail: 'عدد أضلاع شكلك {actual}. للمثلث {expected}.', pass: 'مثلث!' }],
      },
      hexagon: {
        title: 'شكل سداسي',
        instructions: 'ارسم شكلًا سداسيًا: **6** أضلاع، طول كل ضلع 60 خطوة. استعمل كرّر.',
        hints: ['ابدأ بـ كرّر 6 مرات. ضع تقدّم واستدر بداخله.', 'داخل كرّر 6: تقدّم 60، ثم استدر يمينًا 60.'],
        checks: [
          { fail: 'عدد أضلاع شكلك {actual}. للشكل السداسي {expected}.', pass: 'شكل سداسي، مثل بيت النحل!' },
          { fail: 'استعمل مكعّب كرّر لترسم الأضلاع.' },
        ],
      },
      flower: {
        title: 'ارسم زهرة',
        instructions: 'ضع كرّر **داخل** كرّر آخر. ارسم شكلًا، استدر قليلًا، وارسمه مرة أخرى!',
        ideas: ['استعمل مثلثات بدل المربعات', 'كرّر 12 مرة واستدر يمينًا 30', 'غيّر اللون داخل كرّر الكبير'],
      },
    },
  },
} satisfies LessonTranslationsInput
