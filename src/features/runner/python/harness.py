"""Runs a child's Python program for the lesson player and measures it for the checks.

`run_program(code, probes_json)` compiles and runs `code` as the file "<program>" in fresh globals,
then answers the probes (functions to call, variables to read) and returns JSON text:
{"error": {...} | null, "probes": [...], "facts": {...} | null}. Errors are described by type,
message and the program's line (and the turtle's key and values, `said`, when turtle.py raised it);
the runner turns them into plain words. A probe's own mistake
carries its English and `said`, its key and values, for the page to say in its language.
"""

import ast
import builtins
import difflib
import json
import sys

PROGRAM = "<program>"

_CONSTRUCT_NODES = {
    ast.For: ("for", "loop", "repeat"),
    ast.While: ("while", "loop", "repeat"),
    ast.If: ("if",),
    ast.Return: (),
    ast.List: ("array",),
    ast.ListComp: ("array",),
    ast.Compare: ("comparison",),
    ast.BoolOp: ("logical",),
}


def _call_name(node):
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        return f"{func.value.id}.{func.attr}"
    return None


def code_facts(tree):
    """What the program is made of, from Python's own syntax tree."""
    constructs = set()
    calls = {}
    statements = 0

    def visit(node, loops):
        nonlocal statements
        if isinstance(node, ast.stmt):
            statements += 1
        for kind, names in _CONSTRUCT_NODES.items():
            if isinstance(node, kind):
                constructs.update(names)
        is_loop = isinstance(node, (ast.For, ast.While))
        if is_loop and loops:
            constructs.add("nested-loop")
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            constructs.add("function")
            if node.args.args or node.args.posonlyargs or node.args.kwonlyargs or node.args.vararg:
                constructs.add("parameter")
        elif isinstance(node, ast.Lambda):
            constructs.add("function")
        elif isinstance(node, ast.Return) and node.value is not None:
            constructs.add("return")
        elif isinstance(node, ast.If) and node.orelse:
            constructs.add("else")
        elif isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.NamedExpr)):
            constructs.add("variable")
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            constructs.add("logical")
        elif isinstance(node, ast.JoinedStr) and any(
            isinstance(part, ast.FormattedValue) for part in node.values
        ):
            constructs.add("template-literal")
        elif isinstance(node, ast.Call):
            name = _call_name(node)
            if name:
                calls[name] = calls.get(name, 0) + 1
                if name.split(".")[-1] in ("random", "randint", "choice", "randrange", "uniform"):
                    constructs.add("random")
        for child in ast.iter_child_nodes(node):
            visit(child, loops + (1 if is_loop else 0))

    visit(tree, 0)
    return {"constructs": sorted(constructs), "calls": calls, "statements": statements}


def _no_input(*args, **kwargs):
    raise RuntimeError("input() is not available in lessons")


def _program_line(error):
    """The line of the child's program where `error` happened (the last frame in it)."""
    line = None
    tb = error.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == PROGRAM:
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


def _turtle_names():
    """The turtle's names, read from its file without importing it (importing turns the turtle)."""
    import os

    path = os.path.join(os.path.dirname(__file__), "turtle.py")
    with open(path) as source:
        for node in ast.parse(source.read()).body:
            if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "__all__" for t in node.targets):
                return ast.literal_eval(node.value)
    return []


def _suggestion(name, names):
    close = difflib.get_close_matches(name, [n for n in names if not n.startswith("_")], n=1, cutoff=0.7)
    return close[0] if close else None


def _describe(error, names):
    described = {"type": type(error).__name__, "message": str(error), "line": _program_line(error)}
    if isinstance(error, SyntaxError):
        described["message"] = error.msg
        described["line"] = error.lineno
        described["text"] = (error.text or "").rstrip("\n")
    elif isinstance(error, NameError) and getattr(error, "name", None):
        described["name"] = error.name
        guess = _suggestion(error.name, list(names) + _turtle_names())
        if guess:
            described["suggestion"] = guess
    elif isinstance(error, AttributeError) and getattr(error, "name", None) and error.obj is not None:
        described["name"] = error.name
        guess = _suggestion(error.name, dir(error.obj))
        if guess:
            described["suggestion"] = guess
    elif type(error).__name__ == "JsException":
        described["fromHost"] = True
    # The turtle's own words (turtle.py) carry their key and values for the page's language.
    said = getattr(error, "turtle_said", None)
    if isinstance(said, dict) and str(said.get("key", "")).startswith("py-turtle-"):
        described["said"] = said
    return described


def _plain(value, depth=0):
    """A value as JSON data (what a check compares), or its repr."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if depth < 20 and isinstance(value, (list, tuple)):
        return [_plain(item, depth + 1) for item in value]
    if depth < 20 and isinstance(value, dict):
        return {str(key): _plain(item, depth + 1) for key, item in value.items()}
    return repr(value)


def _type_name(value):
    if value is None:
        return "None"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, (list, tuple)):
        return "list"
    if isinstance(value, dict):
        return "dictionary"
    if callable(value):
        return "function"
    return type(value).__name__


def _probe(probe, scope, names, stopped):
    name, args, read = probe["name"], probe.get("args", []), probe.get("read", False)
    base = {"name": name, "args": args}
    if read:
        base["read"] = True
    if name not in scope:
        if stopped:
            return {
                **base, "ok": False, "missing": True,
                "error": f"Your program stopped before it made `{name}`.",
                "said": {"key": "stopped-before-made", "name": name},
            }
        return {
            **base, "ok": False, "missing": True,
            "error": f"Your program has no `{name}`.",
            "said": {"key": "program-has-no", "name": name},
        }
    target = scope[name]
    kind = _type_name(target)
    if read:
        return {**base, "ok": True, "value": _plain(target), "type": kind}
    if not callable(target):
        return {
            **base, "ok": False, "type": kind,
            "error": f"`{name}` is a {kind}, not a function.",
            "said": {"key": "is-not-a-function", "name": name, "type": kind},
        }
    try:
        return {**base, "ok": True, "value": _plain(target(*args)), "type": kind}
    except BaseException as error:  # noqa: BLE001 - the child's function may raise anything
        return {**base, "ok": False, "type": kind, "error": _describe(error, names)}


def run_program(code, probes_json):
    probes = json.loads(probes_json)
    # Every run starts with a fresh turtle (in the middle, facing east), even in a reused engine.
    sys.modules.pop("turtle", None)
    builtins.input = _no_input
    try:
        tree = ast.parse(code, PROGRAM)
        compiled = compile(tree, PROGRAM, "exec")
    except SyntaxError as error:
        missing = {
            "ok": False,
            "error": "The program has a mistake to fix first.",
            "said": {"key": "fix-first"},
        }
        return json.dumps({
            "error": _describe(error, []),
            "probes": [{"name": p["name"], "args": p.get("args", []), **missing} for p in probes],
            "facts": None,
        })
    scope = {"__name__": "__main__", "__builtins__": builtins}
    names = lambda: list(scope) + dir(builtins)  # noqa: E731
    error = None
    try:
        exec(compiled, scope)
    except BaseException as raised:  # noqa: BLE001 - SystemExit and KeyboardInterrupt end the run too
        if not isinstance(raised, SystemExit):
            error = _describe(raised, names())
    sys.stdout.flush()
    from js import codeschool as host

    host.quiet(True)
    answers = [_probe(p, scope, names(), error is not None) for p in probes]
    sys.stdout.flush()
    host.quiet(False)
    return json.dumps({"error": error, "probes": answers, "facts": code_facts(tree)})
