import type { LessonTranslationsInput } from '@/kernel/lesson-content/translation.schemas'

export default {
  es: {
    title: 'Cajas para contar',
    summary: 'Una caja con nombre que guarda un número.',
    steps: {
      boxes: {
        title: 'Una caja para un número',
        body: 'Una **variable** es una caja :box: que guarda un número.\n\n- **poner stars a 0** pone 0 dentro.\n- **cambiar stars en 1** suma 1.\n- **decir el número de stars** lo enseña.',
      },
      'count-to-three': {
        title: 'Cuenta hasta 3',
        instructions: 'La tortuga dice 0. Pon bloques **cambiar stars en 1** para que diga **3**.',
        hints: [
          'cambiar stars en 1 suma una estrella. Necesitas tres.',
          'Pon tres bloques cambiar stars en 1 (o uno dentro de repetir 3) encima de decir el número de stars.',
        ],
        checks: [
          {
            fail: 'La tortuga debe decir 3. Pon cambiar stars en 1 antes del bloque decir, 3 veces.',
            pass: '¡3 estrellas!',
          },
        ],
      },
      'count-jumps': {
        title: 'Cuenta los saltos',
        instructions: 'Cada **jump** suma 1 a jumps. Envía jump **5** veces y luego di el número de jumps.',
        hints: [
          'Un enviar jump hace un salto. Necesitas cinco.',
          'Pon enviar jump dentro de repetir 5 veces, encima de decir el número de jumps.',
        ],
        checks: [
          {
            fail: 'La tortuga debe decir 5. Envía jump 5 veces antes del bloque decir.',
            pass: '¡5 saltos, contados!',
          },
          {
            fail: 'Cada salto avanza 20 pasos. La tortuga avanzó {actual:paso|pasos}; 5 saltos son {expected} pasos.',
          },
        ],
      },
      'my-program': {
        title: 'Tu propio invento',
        instructions:
          'Usa todo lo que sabes: avanzar, girar, repetir, colores, mensajes y cajas. ¡Haz algo divertido!',
        ideas: [
          'Una estrella que gira',
          'Cuenta cuántos cuadrados dibujas',
          'Envía un mensaje que dibuje un círculo',
        ],
      },
    },
  },
  ar: {
    title: 'صناديق العدّ',
    summary: 'صندوق له اسم ويحفظ رقمًا.',
    steps: {
      boxes: {
        title: 'صندوق لرقم',
        body: '**المتغيّر** صندوق :box: يحفظ رقمًا.\n\n- **اجعل stars يساوي 0** يضع 0 فيه.\n- **غيّر stars بمقدار 1** يضيف 1.\n- **قل الرقم الذي في stars** يعرضه.',
      },
      'count-to-three': {
        title: 'عُدّ إلى 3',
        instructions: 'السلحفاة تقول 0. أضف مكعّبات **غيّر stars بمقدار 1** لتقول **3**.',
        hints: [
          'غيّر stars بمقدار 1 يضيف نجمة واحدة. تحتاج إلى ثلاث.',
          'ضع ثلاثة مكعّبات غيّر stars بمقدار 1 (أو واحدًا داخل كرّر 3) فوق قل الرقم الذي في stars.',
        ],
        checks: [
          {
            fail: 'يجب أن تقول السلحفاة 3. ضع غيّر stars بمقدار 1 قبل مكعّب قل، 3 مرات.',
            pass: '3 نجوم!',
          },
        ],
      },
      'count-jumps': {
        title: 'عُدّ القفزات',
        instructions: 'كل **jump** يضيف 1 إلى jumps. أرسل jump **5** مرات، ثم قل الرقم الذي في jumps.',
        hints: [
          'أرسل jump مرة واحدة يصنع قفزة واحدة. تحتاج إلى خمس.',
          'ضع أرسل jump داخل كرّر 5 مرات، فوق قل الرقم الذي في jumps.',
        ],
        checks: [
          {
            fail: 'يجب أن تقول السلحفاة 5. أرسل jump خمس مرات قبل مكعّب قل.',
            pass: '5 قفزات، عددناها!',
          },
          {
            fail: 'كل قفزة 20 خطوة. عدد الخطوات التي مشتها السلحفاة {actual}، والقفزات الخمس {expected} خطوة.',
          },
        ],
      },
      'my-program': {
        title: 'اختراعك أنت',
        instructions:
          'استعمل كل ما تعرفه: التقدّم، الاستدارة، كرّر، الألوان، الرسائل والصناديق. اصنع شيئًا ممتعًا!',
        ideas: ['نجمة تدور', 'عُدّ كم مربعًا ترسم', 'أرسل رسالة ترسم دائرة'],
      },
    },
  },
} satisfies LessonTranslationsInput
