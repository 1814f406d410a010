"""The turtle of the lesson player, with the names and the behaviour of Python's own turtle module.

It draws on the same canvas as the JavaScript turtle: every drawing call becomes one or more of the
runner's turtle commands. As in Python's turtle, a turtle starts in the middle facing east (right),
y grows upwards, angles are degrees (or radians after `radians()`), positions are `Vec2D`s and
colours are names, "#rrggbb" or (r, g, b) tuples under `colormode(1.0)` or `colormode(255)`.

The canvas has one turtle. Several `Turtle()` objects take turns on it: before one draws, the
canvas's turtle is put where that one is, facing its way, with its pen. Every drawing a turtle
makes is kept in a list, so that `undo()`, `clear()` of one turtle and `clearstamp()` can take a
part away: the canvas is cleared and the rest drawn again at once.

Clicks, keys, timers and questions cannot work in a lesson (the program runs from start to end by
itself); they raise `TurtleGraphicsError` with words a child can act on.
"""

import math as _math

from js import codeschool as _host

__all__ = [
    "Vec2D", "Turtle", "RawTurtle", "Pen", "RawPen", "Screen", "TurtleScreen", "TurtleGraphicsError",
    "forward", "fd", "backward", "back", "bk", "right", "rt", "left", "lt", "goto", "setpos",
    "setposition", "teleport", "setx", "sety", "setheading", "seth", "home", "circle", "dot",
    "stamp", "clearstamp", "clearstamps", "undo", "speed", "position", "pos", "towards", "xcor",
    "ycor", "heading", "distance", "degrees", "radians", "pendown", "pd", "down", "penup", "pu",
    "up", "pensize", "width", "pen", "isdown", "color", "pencolor", "fillcolor", "filling",
    "begin_fill", "end_fill", "reset", "clear", "write", "showturtle", "st", "hideturtle", "ht",
    "isvisible", "shape", "shapesize", "turtlesize", "resizemode", "getturtle", "getpen", "clone",
    "getscreen", "setundobuffer", "undobufferentries", "bgcolor", "bgpic", "tracer", "update",
    "delay", "colormode", "window_width", "window_height", "screensize", "setup", "title",
    "mainloop", "done", "exitonclick", "bye", "clearscreen", "resetscreen", "turtles", "getshapes",
    "register_shape", "addshape", "mode", "setworldcoordinates", "onclick", "onscreenclick",
    "onrelease", "ondrag", "onkey", "onkeypress", "onkeyrelease", "listen", "ontimer",
    "textinput", "numinput", "getcanvas",
]


class TurtleGraphicsError(Exception):
    """A turtle word used in a way that cannot work; the message says what to do instead."""


def _mistake(kind, message, said):
    """An error in the turtle's English that also carries its key and values (`turtle_said`), for
    the page to say in its language (runner-protocol/mistake-sentence.ts, key "py-turtle-…")."""
    error = kind(message)
    error.turtle_said = said
    return error


class Vec2D(tuple):
    """A 2D vector, as in Python's turtle: a + b, a - b, a * 3, a * b (dot product), abs(a), a.rotate(90)."""

    def __new__(cls, x, y):
        return tuple.__new__(cls, (x, y))

    def __add__(self, other):
        return Vec2D(self[0] + other[0], self[1] + other[1])

    def __mul__(self, other):
        if isinstance(other, Vec2D):
            return self[0] * other[0] + self[1] * other[1]
        return Vec2D(self[0] * other, self[1] * other)

    def __rmul__(self, other):
        if isinstance(other, (int, float)):
            return Vec2D(self[0] * other, self[1] * other)
        return NotImplemented

    def __sub__(self, other):
        return Vec2D(self[0] - other[0], self[1] - other[1])

    def __neg__(self):
        return Vec2D(-self[0], -self[1])

    def __abs__(self):
        return _math.hypot(*self)

    def rotate(self, angle):
        """The vector turned `angle` degrees anticlockwise."""
        perp = Vec2D(-self[1], self[0])
        angle = _math.radians(angle)
        c, s = _math.cos(angle), _math.sin(angle)
        return Vec2D(self[0] * c + perp[0] * s, self[1] * c + perp[1] * s)

    def __getnewargs__(self):
        return (self[0], self[1])

    def __repr__(self):
        return "(%.2f,%.2f)" % self


# The lesson's canvas is 400 by 400 steps (it zooms out when a drawing is bigger).
_CANVAS_SIZE = 400

# The canvas's own pen width and speed, used while a turtle has not set its own.
_CANVAS_WIDTH = 2
_CANVAS_SPEED = 5

_NAMED = {"fastest": 0, "fast": 10, "normal": 6, "slow": 3, "slowest": 1}

# Shapes as Python's turtle draws them, the turtle looking up (+y); `stamp()` draws them.
_SHAPES = {
    "arrow": ((-10, 0), (10, 0), (0, 10)),
    "turtle": ((0, 16), (-2, 14), (-1, 10), (-4, 7), (-7, 9), (-9, 8), (-6, 5), (-7, 1), (-5, -3),
               (-8, -6), (-6, -8), (-4, -5), (0, -7), (4, -5), (6, -8), (8, -6), (5, -3), (7, 1),
               (6, 5), (9, 8), (7, 9), (4, 7), (1, 10), (2, 14)),
    "circle": tuple((10 * _math.sin(_math.radians(a)), 10 * _math.cos(_math.radians(a))) for a in range(0, 360, 30)),
    "square": ((10, -10), (10, 10), (-10, 10), (-10, -10)),
    "triangle": ((10, -5.77), (0, 11.55), (-10, -5.77)),
    "classic": ((0, 0), (-5, -9), (0, -7), (5, -9)),
}


def _cannot(word, reason, why, instead):
    raise _mistake(TurtleGraphicsError, f"`{word}()` cannot work in a lesson: {why}. {instead}",
                   {"key": "py-turtle-cannot", "word": word, "reason": reason})


def _number(name, value):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise _mistake(TypeError, f"{name}() needs a number, like {name}(100); it got {value!r}",
                       {"key": "py-turtle-number", "fn": name, "got": repr(value)})
    return float(value)


class _Screen:
    """What the turtles share: the canvas's turtle as it was last drawn, and the kept drawings."""

    def __init__(self):
        self.colormode_value = 1.0
        self.turtles = []
        self.entries = []  # [turtle, state before, [(host word, args)], stamp id or None]
        self.recording = None
        self.stamp_ids = 0
        self.tracing = True
        # Python's turtle faces east; the canvas's turtle starts facing north (heading 90 here).
        self.canvas = {"x": 0.0, "y": 0.0, "heading": 90.0, "down": True, "color": "#000000",
                       "width": _CANVAS_WIDTH, "speed": _CANVAS_SPEED, "visible": True}
        self.background_given = "white"

    def emit(self, word, *args):
        getattr(_host, word)(*args)
        canvas = self.canvas
        if word == "forward":
            radians = _math.radians(canvas["heading"])
            canvas["x"] += args[0] * _math.cos(radians)
            canvas["y"] += args[0] * _math.sin(radians)
        elif word == "right":
            canvas["heading"] = (canvas["heading"] - args[0]) % 360
        elif word == "left":
            canvas["heading"] = (canvas["heading"] + args[0]) % 360
        elif word == "goTo":
            canvas["x"], canvas["y"] = args
        elif word in ("penUp", "penDown"):
            canvas["down"] = word == "penDown"
        elif word == "color":
            canvas["color"] = args[0]
        elif word == "penWidth":
            canvas["width"] = args[0]
        elif word == "speed":
            canvas["speed"] = args[0]
        elif word == "showTurtle":
            canvas["visible"] = args[0]
        if self.recording is not None:
            self.recording.append((word, args))

    def move_canvas(self, state, speed=True):
        """Puts the canvas's turtle where `state` says, facing its way, with its pen."""
        canvas = self.canvas
        if abs(canvas["x"] - state["x"]) > 1e-9 or abs(canvas["y"] - state["y"]) > 1e-9:
            down = canvas["down"]
            if down:
                self.emit("penUp")
            self.emit("goTo", state["x"], state["y"])
            if down:
                self.emit("penDown")
        turn = (state["heading"] - canvas["heading"] + 180) % 360 - 180
        if abs(turn) > 1e-9:
            self.emit("left" if turn > 0 else "right", abs(turn))
        color = "#000000" if state["color"] is None else state["color"]
        if color != canvas["color"]:
            self.emit("color", color)
        width = _CANVAS_WIDTH if state["width"] is None else state["width"]
        if width != canvas["width"]:
            self.emit("penWidth", width)
        pace = _CANVAS_SPEED if state["speed"] is None else state["speed"]
        if not self.tracing:
            pace = 0
        if speed and pace != canvas["speed"]:
            self.emit("speed", pace)
        if state["down"] != canvas["down"]:
            self.emit("penDown" if state["down"] else "penUp")
        visible = state.get("visible", True)
        if visible != canvas["visible"]:
            self.emit("showTurtle", visible)

    def redraw(self):
        """Clears the canvas and draws the kept drawings again, at once."""
        speed = self.canvas["speed"]
        self.emit("speed", 0)
        self.emit("clear")
        for _turtle, before, words, _stamp in self.entries:
            self.move_canvas(before, speed=False)
            for word, args in words:
                self.emit(word, *args)
        self.emit("speed", speed)


_screen = None


def _the_screen():
    global _screen
    if _screen is None:
        _screen = _Screen()
    return _screen


def _paint(name, colors):
    """A colour as the canvas takes it: a name or "#rrggbb" (numbers under the screen's colormode)."""
    if len(colors) == 1 and isinstance(colors[0], str):
        return colors[0]
    parts = colors[0] if len(colors) == 1 and isinstance(colors[0], (tuple, list)) else colors
    if len(parts) == 3 and all(isinstance(p, (int, float)) and not isinstance(p, bool) for p in parts):
        mode = _the_screen().colormode_value
        if any(p < 0 or p > mode for p in parts):
            if mode == 1.0:
                raise _mistake(
                    TurtleGraphicsError,
                    f"{name}() got {tuple(parts)}: colour numbers go from 0 to 1 here. "
                    "Write `colormode(255)` first to use numbers from 0 to 255",
                    {"key": "py-turtle-colour-range", "fn": name, "got": str(tuple(parts)), "top": 1},
                )
            raise _mistake(TurtleGraphicsError, f"{name}() got {tuple(parts)}: colour numbers go from 0 to 255",
                           {"key": "py-turtle-colour-range", "fn": name, "got": str(tuple(parts)), "top": 255})
        return "#" + "".join(f"{round(p * 255 / mode):02x}" for p in parts)
    raise _mistake(TypeError, f'{name}() needs a colour in quotes, like {name}("red")',
                   {"key": "py-turtle-colour", "fn": name})


class _Action:
    """One thing a turtle does: what it draws is kept with the turtle's state before it."""

    def __init__(self, turtle, stamp=None):
        self.turtle, self.stamp = turtle, stamp

    def __enter__(self):
        screen = self.turtle._screen
        self.outer = screen.recording is None
        if self.outer:
            self.entry = [self.turtle, dict(self.turtle._state), [], self.stamp]
            screen.move_canvas(self.turtle._state)
            screen.recording = self.entry[2]
        return self

    def __exit__(self, *exc):
        screen = self.turtle._screen
        if self.outer:
            screen.recording = None
            screen.entries.append(self.entry)
        return False


class Turtle:
    """A turtle on the lesson's canvas, as in Python's turtle module."""

    def __init__(self, shape="classic", undobuffersize=1000, visible=True):
        self._screen = _the_screen()
        self.screen = _the_screen_object
        self._state = {"x": 0.0, "y": 0.0, "heading": 90.0 - 90.0, "down": True, "color": None,
                       "width": None, "speed": None, "visible": bool(visible)}
        self._pen_given = "black"
        self._fill_given = "black"
        self._fill_color = None
        self._filling = False
        self._shape = shape if shape in _SHAPES else "classic"
        self._fullcircle = 360.0
        self._undo_size = undobuffersize
        self._screen.turtles.append(self)

    # --- angles in the turtle's unit (degrees unless `radians()`) ---------------------------------

    def _to_degrees(self, angle):
        return angle * 360.0 / self._fullcircle

    def _from_degrees(self, angle):
        return angle * self._fullcircle / 360.0

    def degrees(self, fullcircle=360.0):
        self._fullcircle = _number("degrees", fullcircle)

    def radians(self):
        self._fullcircle = 2 * _math.pi

    # --- moving ------------------------------------------------------------------------------------

    def _act(self, stamp=None):
        return _Action(self, stamp)

    def forward(self, distance):
        distance = _number("forward", distance)
        with self._act():
            self._screen.emit("forward", distance)
            radians = _math.radians(self._state["heading"])
            self._state["x"] += distance * _math.cos(radians)
            self._state["y"] += distance * _math.sin(radians)

    def backward(self, distance):
        self.forward(-_number("backward", distance))

    def _turn(self, degrees):
        with self._act():
            if degrees:
                self._screen.emit("left" if degrees > 0 else "right", abs(degrees))
            self._state["heading"] = (self._state["heading"] + degrees) % 360

    def left(self, angle):
        self._turn(self._to_degrees(_number("left", angle)))

    def right(self, angle):
        self._turn(-self._to_degrees(_number("right", angle)))

    def goto(self, x, y=None):
        if y is None and isinstance(x, (tuple, list)) and len(x) == 2:
            x, y = x
        if y is None:
            raise _mistake(TypeError, "goto() needs two numbers, across and up, like goto(50, 100)",
                           {"key": "py-turtle-goto"})
        x, y = _number("goto", x), _number("goto", y)
        with self._act():
            self._screen.emit("goTo", x, y)
            self._state["x"], self._state["y"] = x, y

    def teleport(self, x=None, y=None, *, fill_gap=False):
        down = self._state["down"]
        self._state["down"] = False
        try:
            self.goto(self._state["x"] if x is None else x, self._state["y"] if y is None else y)
        finally:
            self._state["down"] = down

    def setx(self, x):
        self.goto(x, self._state["y"])

    def sety(self, y):
        self.goto(self._state["x"], y)

    def setheading(self, to_angle):
        target = self._to_degrees(_number("setheading", to_angle))
        self._turn((target - self._state["heading"] + 180) % 360 - 180)

    def home(self):
        self.goto(0, 0)
        self.setheading(0)

    def circle(self, radius, extent=None, steps=None):
        """Python's circle: its centre `radius` to the left, an arc when `extent` is given."""
        radius = _number("circle", radius)
        full = extent is None
        extent = 360.0 if full else self._to_degrees(_number("circle", extent))
        with self._act():
            if full and steps is None:
                # A whole circle is drawn round, as a circle of the canvas, centred to the left.
                x, y = self._state["x"], self._state["y"]
                side = _math.radians(self._state["heading"] + 90)
                screen = self._screen
                down = self._state["down"]
                if down:
                    screen.emit("penUp")
                screen.emit("goTo", x + radius * _math.cos(side), y + radius * _math.sin(side))
                if down:
                    screen.emit("penDown")
                    screen.emit("circle", abs(radius))
                    screen.emit("penUp")
                screen.emit("goTo", x, y)
                if down:
                    screen.emit("penDown")
                return
            frac = abs(extent) / 360
            if steps is None:
                steps = 1 + int(min(11 + abs(radius) / 6.0, 59.0) * frac)
            steps = max(1, int(_number("circle", steps)))
            w = extent / steps
            w2 = 0.5 * w
            length = 2.0 * radius * _math.sin(_math.radians(w2))
            if radius < 0:
                length, w, w2 = -length, -w, -w2
            unit = self._fullcircle
            self._fullcircle = 360.0
            try:
                self.left(w2)
                for _ in range(steps):
                    self.forward(length)
                    self.left(w)
                self.left(-w2)
            finally:
                self._fullcircle = unit

    def dot(self, size=None, *color):
        if size is not None and not isinstance(size, (int, float)):
            color, size = (size, *color), None
        width = self._state["width"] or 1
        size = max(width + 4, 2 * width) if size is None else _number("dot", size)
        with self._act():
            screen = self._screen
            paint = self._color_value("dot", color) if color else (self._state["color"] or "#000000")
            if paint != screen.canvas["color"]:
                screen.emit("color", paint)
            if not screen.canvas["down"]:
                screen.emit("penDown")
            screen.emit("circle", size / 2)
            screen.emit("fill", paint)

    def stamp(self):
        """Draws the turtle's shape where it stands; the number it returns is for clearstamp()."""
        screen = self._screen
        screen.stamp_ids += 1
        points = [self._shape_point(p) for p in _SHAPES[self._shape]]
        with self._act(stamp=screen.stamp_ids):
            screen.emit("penUp")
            screen.emit("goTo", *points[0])
            screen.emit("penWidth", 1)
            screen.emit("penDown")
            for point in points[1:] + points[:1]:
                screen.emit("goTo", *point)
            screen.emit("fill", self._fill_color or self._state["color"] or "#000000")
            screen.emit("penUp")
            screen.emit("goTo", self._state["x"], self._state["y"])
        return screen.stamp_ids

    def _shape_point(self, point):
        # The shape looks up (+y): turned so that up is the turtle's heading.
        turned = Vec2D(*point).rotate(self._state["heading"] - 90)
        return (self._state["x"] + turned[0], self._state["y"] + turned[1])

    def clearstamp(self, stampid):
        self._forget(lambda entry: entry[3] == stampid)

    def clearstamps(self, n=None):
        mine = [e[3] for e in self._screen.entries if e[0] is self and e[3] is not None]
        if n is not None:
            mine = mine[:n] if n >= 0 else mine[n:]
        chosen = set(mine)
        self._forget(lambda entry: entry[3] in chosen)

    def _forget(self, which):
        screen = self._screen
        before = len(screen.entries)
        screen.entries = [e for e in screen.entries if not (e[0] is self and which(e))]
        if len(screen.entries) != before:
            screen.redraw()

    def undo(self):
        """Takes back this turtle's last action, as Python's turtle does."""
        screen = self._screen
        for n in range(len(screen.entries) - 1, -1, -1):
            entry = screen.entries[n]
            if entry[0] is self:
                del screen.entries[n]
                self._state = dict(entry[1])
                if entry[2]:
                    screen.redraw()
                # The canvas's turtle shows this one as it is now (shown or hidden, where it is).
                screen.move_canvas(self._state)
                return

    def setundobuffer(self, size):
        self._undo_size = size

    def undobufferentries(self):
        return sum(1 for e in self._screen.entries if e[0] is self)

    def speed(self, speed=None):
        if speed is None:
            return 3 if self._state["speed"] is None else self._state["speed"]
        if isinstance(speed, str):
            if speed not in _NAMED:
                raise _mistake(TurtleGraphicsError,
                               f'speed() knows "fastest", "fast", "normal", "slow" and "slowest", not "{speed}"',
                               {"key": "py-turtle-speed", "value": speed})
            speed = _NAMED[speed]
        speed = _number("speed", speed)
        speed = int(round(speed)) if 0.5 < speed < 10.5 else 0
        self._state["speed"] = speed
        with self._act():
            pass

    # --- where the turtle is -------------------------------------------------------------------------

    def position(self):
        return Vec2D(self._state["x"], self._state["y"])

    def xcor(self):
        return self._state["x"]

    def ycor(self):
        return self._state["y"]

    def heading(self):
        return self._from_degrees(self._state["heading"])

    def _point(self, name, x, y):
        if y is not None:
            return Vec2D(_number(name, x), _number(name, y))
        if isinstance(x, Turtle):
            return x.position()
        if isinstance(x, (tuple, list)) and len(x) == 2:
            return Vec2D(_number(name, x[0]), _number(name, x[1]))
        raise _mistake(TypeError, f"{name}() needs a place, like {name}(0, 0) or {name}(other_turtle)",
                       {"key": "py-turtle-place", "fn": name})

    def towards(self, x, y=None):
        dx, dy = self._point("towards", x, y) - self.position()
        return self._from_degrees(round(_math.degrees(_math.atan2(dy, dx)), 10) % 360.0)

    def distance(self, x, y=None):
        return abs(self._point("distance", x, y) - self.position())

    # --- the pen ----------------------------------------------------------------------------------

    def pendown(self):
        with self._act():
            self._state["down"] = True

    def penup(self):
        with self._act():
            self._state["down"] = False

    def isdown(self):
        return self._state["down"]

    def pensize(self, width=None):
        if width is None:
            return 1 if self._state["width"] is None else self._state["width"]
        width = _number("pensize", width)
        if width <= 0:
            raise _mistake(ValueError, "pensize() needs a number bigger than 0, like pensize(5)",
                           {"key": "py-turtle-pensize"})
        with self._act():
            self._state["width"] = width

    def _color_value(self, name, colors):
        return _paint(name, colors)

    def _given(self, colors):
        if len(colors) == 1:
            return colors[0]
        return tuple(colors)

    def pencolor(self, *colors):
        if not colors:
            return self._pen_given
        value = self._color_value("pencolor", colors)
        with self._act():
            self._screen.emit("color", value)  # the canvas says at once when it does not know the colour
            self._state["color"] = value
            self._pen_given = self._given(colors)

    def fillcolor(self, *colors):
        if not colors:
            return self._fill_given
        value = self._color_value("fillcolor", colors)
        self._fill_color = value
        self._fill_given = self._given(colors)

    def color(self, *colors):
        """color("red"), color(pen, fill), color((1, 0, 0)) or color(255, 0, 0), as in Python's turtle."""
        if not colors:
            return (self.pencolor(), self.fillcolor())
        if len(colors) == 2 and not all(isinstance(c, (int, float)) for c in colors):
            self.pencolor(colors[0])
            self.fillcolor(colors[1])
            return None
        self.pencolor(*colors)
        self.fillcolor(*colors)
        return None

    def pen(self, pen=None, **pendict):
        if pen is None and not pendict:
            return {"shown": self._state["visible"], "pendown": self._state["down"], "pencolor": self._pen_given,
                    "fillcolor": self._fill_given, "pensize": self.pensize(), "speed": self.speed(),
                    "resizemode": "noresize", "stretchfactor": (1.0, 1.0), "outline": 1, "tilt": 0.0}
        settings = {**(pen or {}), **pendict}
        words = {"shown": lambda v: self.showturtle() if v else self.hideturtle(),
                 "pendown": lambda v: self.pendown() if v else self.penup(),
                 "pencolor": lambda v: self.pencolor(v), "fillcolor": lambda v: self.fillcolor(v),
                 "pensize": self.pensize, "speed": self.speed}
        for key, value in settings.items():
            if key in words:
                words[key](value)

    def filling(self):
        return self._filling

    def begin_fill(self):
        self._filling = True
        if self._state["down"]:
            # A new line starts here, so the fill takes only what is drawn from now on.
            with self._act():
                self._screen.emit("penUp")
                self._screen.emit("penDown")

    def end_fill(self):
        if not self._filling:
            return
        self._filling = False
        with self._act():
            self._screen.emit("fill", self._fill_color or self._state["color"] or "#000000")

    # --- more drawing --------------------------------------------------------------------------------

    def clear(self):
        """Takes away this turtle's drawings; the turtle stays where it is."""
        screen = self._screen
        if all(e[0] is self for e in screen.entries):
            screen.entries = []
            screen.emit("clear")
        else:
            self._forget(lambda entry: True)

    def reset(self):
        self.clear()
        screen = self._screen
        screen.entries = [e for e in screen.entries if e[0] is not self]
        self._state = {"x": 0.0, "y": 0.0, "heading": 0.0, "down": True, "color": "#000000",
                       "width": 1 if self._state["width"] is not None else None, "speed": self._state["speed"],
                       "visible": True}
        self._pen_given = self._fill_given = "black"
        self._fill_color = None
        self._fullcircle = 360.0
        screen.move_canvas(self._state)

    def write(self, arg, move=False, align="left", font=("Arial", 8, "normal")):
        with self._act():
            self._screen.emit("write", str(arg))

    # --- how the turtle looks ---------------------------------------------------------------------

    def _show(self, visible):
        # Kept with the turtle's drawings, so undo() takes it back as Python's does.
        with self._act():
            self._state["visible"] = visible
            self._screen.move_canvas(self._state)

    def showturtle(self):
        self._show(True)

    def hideturtle(self):
        self._show(False)

    def isvisible(self):
        return self._state["visible"]

    def shape(self, name=None):
        if name is None:
            return self._shape
        if name not in _SHAPES:
            known = ", ".join(f'"{shape}"' for shape in sorted(_SHAPES))
            raise _mistake(TurtleGraphicsError, f'shape() knows {known}, not "{name}"',
                           {"key": "py-turtle-shape", "known": sorted(_SHAPES), "value": str(name)})
        self._shape = name

    def shapesize(self, stretch_wid=None, stretch_len=None, outline=None):
        return (1.0, 1.0, 1)

    turtlesize = shapesize

    def resizemode(self, rmode=None):
        return "noresize"

    def clone(self):
        twin = Turtle(self._shape)
        twin._state = dict(self._state)
        twin._pen_given, twin._fill_given, twin._fill_color = self._pen_given, self._fill_given, self._fill_color
        twin._fullcircle = self._fullcircle
        return twin

    def getturtle(self):
        return self

    getpen = getturtle

    def getscreen(self):
        return Screen()

    # --- what cannot work in a lesson ------------------------------------------------------------------

    def onclick(self, fun=None, btn=1, add=None):
        _cannot("onclick", "click", "the turtle cannot wait for a click, because your program runs from start to end by itself",
                "Call your function yourself instead, like `draw()`")

    onrelease = ondrag = onclick

    fd, bk, back, rt, lt, pu, up, pd, down, width = (
        forward, backward, backward, right, left, penup, penup, pendown, pendown, pensize)
    setpos = setposition = goto
    seth = setheading
    pos = position
    st, ht = showturtle, hideturtle


RawTurtle = Pen = RawPen = Turtle


class _ScreenObject:
    """Python's Screen(): the lesson's canvas."""

    def bgcolor(self, *colors):
        """bgcolor("lightblue") colours the canvas behind the drawing; bgcolor() says the colour, as given."""
        screen = _the_screen()
        if not colors:
            return screen.background_given
        value = _paint("bgcolor", colors)
        screen.emit("background", value)
        screen.background_given = colors[0] if len(colors) == 1 else tuple(colors)

    def bgpic(self, picname=None):
        return "nopic"

    def tracer(self, n=None, delay=None):
        """tracer(0) draws at once (and update() shows it), tracer(1) draws step by step again."""
        screen = _the_screen()
        if n is None:
            return 1 if screen.tracing else 0
        screen.tracing = bool(n)

    def update(self):
        pass

    def delay(self, delay=None):
        return 10 if delay is None else None

    def colormode(self, cmode=None):
        screen = _the_screen()
        if cmode is None:
            return screen.colormode_value
        if cmode not in (1, 1.0, 255):
            raise _mistake(TurtleGraphicsError, f"colormode() takes 1.0 or 255, not {cmode!r}",
                           {"key": "py-turtle-colormode", "value": repr(cmode)})
        screen.colormode_value = 255 if cmode == 255 else 1.0

    def window_width(self):
        return _CANVAS_SIZE

    def window_height(self):
        return _CANVAS_SIZE

    def screensize(self, canvwidth=None, canvheight=None, bg=None):
        if canvwidth is None and canvheight is None:
            return (_CANVAS_SIZE, _CANVAS_SIZE)
        return None

    def setup(self, width=0.5, height=0.75, startx=None, starty=None):
        pass

    def title(self, titlestring):
        pass

    def mode(self, mode=None):
        if mode is None:
            return "standard"
        if mode not in ("standard", "logo"):
            raise _mistake(TurtleGraphicsError,
                           f'mode() here knows "standard" (the turtle starts facing right), not "{mode}"',
                           {"key": "py-turtle-mode", "value": str(mode)})
        return None

    def setworldcoordinates(self, llx, lly, urx, ury):
        pass

    def mainloop(self):
        pass

    done = exitonclick = bye = mainloop

    def clearscreen(self):
        for turtle in list(_the_screen().turtles):
            turtle.reset()
        if _the_screen().background_given != "white":
            self.bgcolor("white")

    clear = resetscreen = reset = clearscreen

    def turtles(self):
        return list(_the_screen().turtles)

    def getshapes(self):
        return sorted(_SHAPES)

    def register_shape(self, name, shape=None):
        if shape is None or isinstance(shape, str):
            _cannot("register_shape", "picture-file", "the lesson's turtle cannot show pictures from files",
                    "Give the shape as corners instead, like register_shape(\"kite\", ((0, 10), (5, 0), (0, -10), (-5, 0)))")
        _SHAPES[name] = tuple((float(x), float(y)) for x, y in shape)

    addshape = register_shape

    def getcanvas(self):
        _cannot("getcanvas", "canvas", "the lesson draws on its own canvas", "Use the turtle's words to draw")

    def onclick(self, fun=None, btn=1, add=None):
        _cannot("onclick", "click", "the turtle cannot wait for a click, because your program runs from start to end by itself",
                "Call your function yourself instead, like `draw()`")

    onscreenclick = onclick

    def onkey(self, fun=None, key=None):
        _cannot("onkey", "key", "the turtle cannot wait for a key, because your program runs from start to end by itself",
                "Call your function yourself instead, like `turn_left()`")

    onkeypress = onkeyrelease = onkey

    def listen(self, xdummy=None, ydummy=None):
        _cannot("listen", "listen", "the turtle cannot listen for keys or clicks, because your program runs from start to end by itself",
                "Call your functions yourself instead")

    def ontimer(self, fun=None, t=0):
        _cannot("ontimer", "timer", "the turtle cannot wait for a timer, because your program runs from start to end by itself",
                "Use a loop instead, like `for i in range(10):`")

    def textinput(self, title=None, prompt=None):
        _cannot("textinput", "question-text", "a lesson cannot stop to ask a question",
                'Put the answer in your program instead, like `name = "Sam"`')

    def numinput(self, title=None, prompt=None, default=None, minval=None, maxval=None):
        _cannot("numinput", "question-number", "a lesson cannot stop to ask a question",
                "Put the number in your program instead, like `size = 50`")


_the_screen_object = _ScreenObject()


def Screen():
    """The lesson's canvas (always the same one)."""
    return _the_screen_object


TurtleScreen = Screen


# The module's own functions work on one turtle, made when the module is imported.
_turtle = None


def getturtle():
    return _pen()


getpen = getturtle


def _pen():
    global _turtle
    if _turtle is None:
        _turtle = Turtle()
    return _turtle


def _turtle_word(name):
    def word(*args, **kwargs):
        return getattr(_pen(), name)(*args, **kwargs)

    word.__name__ = name
    return word


def _screen_word(name):
    def word(*args, **kwargs):
        return getattr(_the_screen_object, name)(*args, **kwargs)

    word.__name__ = name
    return word


_SCREEN_WORDS = {
    "bgcolor", "bgpic", "tracer", "update", "delay", "colormode", "window_width", "window_height",
    "screensize", "setup", "title", "mainloop", "done", "exitonclick", "bye", "clearscreen",
    "resetscreen", "turtles", "getshapes", "register_shape", "addshape", "mode",
    "setworldcoordinates", "onscreenclick", "onkey", "onkeypress", "onkeyrelease", "listen",
    "ontimer", "textinput", "numinput", "getcanvas",
}
for _name in __all__:
    if _name in globals():
        continue
    globals()[_name] = _screen_word(_name) if _name in _SCREEN_WORDS else _turtle_word(_name)
del _name

# The canvas's turtle starts facing north; Python's starts facing east. The module's own turtle is
# made when a word first needs it, as in Python (Screen().turtles() lists only turtles in use).
_the_screen().move_canvas({"x": 0.0, "y": 0.0, "heading": 0.0, "down": True, "color": None,
                           "width": None, "speed": None, "visible": True})
