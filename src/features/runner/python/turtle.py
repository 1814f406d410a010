"""The turtle of the lesson player, with the names of Python's own turtle module.

It draws on the same canvas as the JavaScript turtle: every call becomes one of the runner's
turtle commands. Like Python's turtle it starts in the middle facing east (right), y grows upwards
and angles are degrees; there is one turtle, which `Turtle()` objects share.
"""

from js import codeschool as _host

__all__ = [
    "forward", "fd", "backward", "back", "bk", "right", "rt", "left", "lt",
    "penup", "pu", "up", "pendown", "pd", "down", "isdown", "color", "pencolor", "fillcolor",
    "pensize", "width", "goto", "setpos", "setposition", "setx", "sety", "setheading", "seth",
    "heading", "position", "pos", "xcor", "ycor", "circle", "dot", "speed", "home", "clear",
    "reset", "write", "begin_fill", "end_fill", "hideturtle", "ht", "showturtle", "st",
    "shape", "done", "mainloop", "exitonclick", "bgcolor", "tracer", "Turtle", "Screen",
]

# Python's turtle faces east; the canvas's turtle starts facing north (heading 0, clockwise).
_state = {"heading": 0.0, "x": 0.0, "y": 0.0, "down": True, "pen": "black", "fill": None}


def _turn_to_east():
    _host.right(90)
    _state["heading"] = 0.0


def _number(name, value):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{name}() needs a number, like {name}(100); it got {value!r}")
    return float(value)


def _walk(distance):
    import math

    radians = math.radians(_state["heading"])
    _state["x"] += distance * math.cos(radians)
    _state["y"] += distance * math.sin(radians)


def forward(distance=100):
    distance = _number("forward", distance)
    _host.forward(distance)
    _walk(distance)


def backward(distance=100):
    distance = _number("backward", distance)
    _host.back(distance)
    _walk(-distance)


def right(angle=90):
    angle = _number("right", angle)
    _host.right(angle)
    _state["heading"] = (_state["heading"] - angle) % 360


def left(angle=90):
    angle = _number("left", angle)
    _host.left(angle)
    _state["heading"] = (_state["heading"] + angle) % 360


def penup():
    _host.penUp()
    _state["down"] = False


def pendown():
    _host.penDown()
    _state["down"] = True


def isdown():
    return _state["down"]


def pencolor(*colors):
    if not colors:
        return _state["pen"]
    _host.color(_color_name("pencolor", colors))
    _state["pen"] = _color_name("pencolor", colors)


def fillcolor(*colors):
    if not colors:
        return _state["fill"] or _state["pen"]
    _state["fill"] = _color_name("fillcolor", colors)


def color(*colors):
    """color("red"), or color(pen, fill) as in Python's turtle."""
    if not colors:
        return (_state["pen"], _state["fill"] or _state["pen"])
    if len(colors) == 2 and all(isinstance(c, str) for c in colors):
        pencolor(colors[0])
        fillcolor(colors[1])
        return None
    pencolor(*colors)
    fillcolor(*colors)
    return None


def _color_name(name, colors):
    if len(colors) == 1 and isinstance(colors[0], str):
        return colors[0]
    parts = colors[0] if len(colors) == 1 and isinstance(colors[0], tuple) else colors
    if len(parts) == 3 and all(isinstance(p, (int, float)) for p in parts):
        scale = 255 if any(p > 1 for p in parts) else 1
        return "#" + "".join(f"{round(p * 255 / scale):02x}" for p in parts)
    raise TypeError(f'{name}() needs a colour in quotes, like {name}("red")')


def pensize(width=None):
    if width is None:
        return None
    width = _number("pensize", width)
    if width <= 0:
        raise ValueError("pensize() needs a number bigger than 0, like pensize(5)")
    _host.penWidth(width)


def goto(x, y=None):
    if y is None and isinstance(x, (tuple, list)) and len(x) == 2:
        x, y = x
    if y is None:
        raise TypeError("goto() needs two numbers, across and up, like goto(50, 100)")
    x, y = _number("goto", x), _number("goto", y)
    _host.goTo(x, y)
    _state["x"], _state["y"] = x, y


def setx(x):
    goto(x, _state["y"])


def sety(y):
    goto(_state["x"], y)


def setheading(angle):
    angle = _number("setheading", angle)
    turn = (_state["heading"] - angle) % 360
    if turn:
        _host.right(turn)
    _state["heading"] = angle % 360


def heading():
    return _state["heading"]


def position():
    return (round(_state["x"], 2), round(_state["y"], 2))


def xcor():
    return round(_state["x"], 2)


def ycor():
    return round(_state["y"], 2)


def circle(radius, extent=None, steps=None):
    """A circle through the turtle, its centre `radius` to the turtle's left, as in Python's turtle."""
    import math

    radius = _number("circle", radius)
    radians = math.radians(_state["heading"] + 90)
    x, y, down = _state["x"], _state["y"], _state["down"]
    centre = (x + radius * math.cos(radians), y + radius * math.sin(radians))
    if down:
        _host.penUp()
    _host.goTo(centre[0], centre[1])
    if down:
        _host.penDown()
    _host.circle(abs(radius))
    _host.penUp()
    _host.goTo(x, y)
    if down:
        _host.penDown()


def dot(size=None, *colors):
    if colors:
        pencolor(*colors)
    _host.circle(_number("dot", size or 5) / 2)
    _host.fill()


def speed(value=None):
    if value is None:
        return None
    _host.speed(_number("speed", value))


def home():
    _host.home()
    _state.update(x=0.0, y=0.0)
    _turn_to_east()


def clear():
    _host.clear()


def reset():
    clear()
    home()


def write(text, *args, **kwargs):
    _host.write(str(text))


def begin_fill():
    pass


def end_fill():
    _host.fill(_state["fill"] or _state["pen"])


def _nothing(*args, **kwargs):
    return None


hideturtle = ht = showturtle = st = shape = done = mainloop = exitonclick = bgcolor = tracer = _nothing
fd, back, bk, rt, lt, pu, up, pd, down, width = forward, backward, backward, right, left, penup, penup, pendown, pendown, pensize
setpos = setposition = goto
seth = setheading
pos = position


class Turtle:
    """Python's Turtle object: here every Turtle() is the one turtle on the canvas."""

    def __getattr__(self, name):
        if name in __all__ and name not in ("Turtle", "Screen"):
            return globals()[name]
        raise AttributeError(f"'Turtle' object has no attribute '{name}'")


Pen = RawTurtle = Turtle


class Screen:
    """Python's Screen: the canvas needs no setting up, so its methods do nothing."""

    def __getattr__(self, name):
        return _nothing


_turn_to_east()
