"""Which exceptions a node of a control-flow graph can raise, where its text makes it plain.

By default a node may raise anything, and its state reaches every `except` clause and
`contextlib.suppress` block around it, as in pyright. That turns a guard written inside
a `try` into a false finding once a handler that cannot catch the guard's error falls
through:

    try:
        if ctx.identity is None:
            raise PermissionError("anonymous")
        value = json.loads(args.payload)
    except json.JSONDecodeError:
        value = {}
    return ctx.identity.tenant      # the handler never ran with identity None

So a node whose every part is read here raises a known set of classes, and its state goes
only to the handlers that may catch one of them. What is read:

- names, literals, attribute reads (an `AttributeError`), `is`/`is not`, `not`, `and`/`or`,
  walrus, conditional expressions, tuple/list/dict displays (literal keys), f-strings and
  `"...{}".format(x)` with plain fields (formatting a value is taken not to raise);
- `bool`/`getattr`/`hasattr`/`isinstance`/`callable`/`print`/`dict(k=v)` of such parts,
  and a module logger's methods (the standard library's logging reports its own errors
  instead of raising them);
- `raise` of a class whose hierarchy is known, `assert`, a bare `raise` in a handler (what
  its `try` body raised), `with contextlib.nullcontext():`;
- calls of the module's own functions (through an alias, `partial`, `**{...}`, `self.` or
  `Class.`), whose bodies are read the same way.

So a guard keeps its meaning however it is spelled: inline, as `bool(...)`, as a `match`,
through `getattr` or a module predicate. Anything else (another call, a subscript, `==`,
an `await`, a loop) may raise anything.

Which classes a `raise` and a handler name, and which handler may catch which error, is
`exception_classes.py`; what the module's names stand for (imports, loggers) is
`module_names.py`.
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Mapping, MutableMapping, Sequence
from typing import TYPE_CHECKING, cast

import libcst as cst

from ..profiles import PROFILES
from .cfg import Kind
from .exception_classes import NOTHING, ExceptionClasses, Raised
from .imports import PARTIAL_CALLS, dotted_name
from .literals import LOG_METHODS, string_value
from .module_names import ModuleNames, statements_of

if TYPE_CHECKING:
    from .discovery import ModuleIndex

# An attribute read: a missing attribute, and for a member some framework's context may
# raise on when read in a tool call, that error (`Profile.raising_reads`); a property of
# another object raising more is left out, as pyright leaves it.
_ATTRIBUTE_READ: Raised = frozenset({"AttributeError"})
_RAISING_PROPERTIES: dict[str, Raised] = {
    member: frozenset(e for p in PROFILES.values() for m, e in p.raising_reads if m == member)
    for member in {m for p in PROFILES.values() for m, _ in p.raising_reads}
}
_NAME_READ: Raised = frozenset({"NameError", "UnboundLocalError"})  # an unbound name
_UNPACKING: Raised = frozenset({"ValueError", "TypeError"})
_CONSTANT_NAMES = frozenset({"None", "True", "False", "__debug__"})
_LITERALS = (cst.SimpleString, cst.Integer, cst.Float, cst.Imaginary, cst.Ellipsis)
_PLAIN_SMALLS = (cst.Pass, cst.Global, cst.Nonlocal, cst.Break, cst.Continue)
# Builtins whose call raises what their arguments do (and, for some, a fixed error).
_BUILTIN_CALLS: dict[str, Raised] = {
    "bool": NOTHING,
    "callable": NOTHING,
    "print": NOTHING,  # (an `OSError` on a closed stdout is left out)
    "getattr": _ATTRIBUTE_READ,
    "hasattr": _ATTRIBUTE_READ,
    "isinstance": frozenset({"TypeError"}),
    "dict": NOTHING,  # with keywords only (`dict(ok=False)`): a display
}
_PRINT_KEYWORDS = frozenset({"sep", "end", "flush"})
_STD_STREAMS = frozenset({"sys.stderr", "sys.stdout"})  # `print(..., file=sys.stderr)`
_MEMBER_DECORATORS = frozenset({"staticmethod", "classmethod"})


def union(*parts: Raised | None) -> Raised | None:
    """What several evaluations raise together (None: anything)."""
    joined: set[str] = set()
    for part in parts:
        if part is None:
            return None
        joined |= part
    return frozenset(joined)


class Raising:
    """What the nodes of one module raise; shared by its functions' analyses (each reads
    it through a `RaisingView`, which records the module definitions it consulted)."""

    def __init__(self, module: cst.Module, index: ModuleIndex) -> None:
        self.index = index
        self.names = ModuleNames(module, index)
        self.classes = ExceptionClasses(self.names, index)
        self._functions: dict[int, Raised | None] = {}
        self._walking: set[int] = set()

    def null_context(self, statement: cst.With) -> Raised | None:
        """What entering and leaving a `with` raises when each item is
        `contextlib.nullcontext(...)`, which does nothing (None: anything)."""
        found: set[str] = set()
        for item in statement.items:
            call = item.item
            if (
                type(call) is not cst.Call
                or self.names.qualified(call.func) != "contextlib.nullcontext"
            ):
                return None
            if len(call.args) > 1 or any(a.star or a.keyword for a in call.args):
                return None
            if call.args:
                part = RaisingView(self, {}, None, {}).expr(call.args[0].value)
                if part is None:
                    return None
                found |= part
        return frozenset(found)

    # -- functions ----------------------------------------------------------------------

    def function(self, node: cst.FunctionDef, class_name: str | None) -> Raised | None:
        """What a call of a function of the module (a method of `class_name`) raises from
        its body (None: anything)."""
        key = id(node)
        if key in self._functions:
            return self._functions[key]
        if key in self._walking:
            return None  # recursion: not read
        if any(dotted_name(d.decorator) not in _MEMBER_DECORATORS for d in node.decorators):
            self._functions[key] = None  # a decorator may wrap it in anything
            return None
        self._walking.add(key)
        try:
            found = RaisingView(self, {}, class_name, {}).block(node.body)
        finally:
            self._walking.discard(key)
        self._functions[key] = found
        return found

    def recall(self, label: str) -> object:
        """What a label a view recorded (`RaisingView.used`) reads now."""
        if label == "names":
            return self.names.key()
        kind, _, name = label.partition(":")
        if kind == "class":
            return self.classes.ancestors(name)
        if kind == "function":
            found = self.index.functions.get(name)
            return self.function(found[0], None) if found is not None else "absent"
        owner, _, method = name.rpartition(".")
        found = self.index.method(owner, method)
        return self.function(found[0], owner) if found is not None else "absent"


class RaisingView:
    """`Raising` as one function's analysis reads it: with its nested definitions and its
    class, recording the module definitions whose reading it used (`used`), so a kept
    analysis is reused only while they read the same."""

    def __init__(
        self,
        raising: Raising,
        local_defs: Mapping[str, cst.FunctionDef],
        class_name: str | None,
        used: MutableMapping[str, object],
    ) -> None:
        self.raising = raising
        self.local_defs = local_defs
        self.class_name = class_name
        self.used = used
        # In a handler of a `try` being read: what its body raises (None: anything).
        self._caught: Raised | None = None

    # -- the graph's questions ----------------------------------------------------------

    def raised(self, kind: Kind, code: cst.CSTNode | None) -> Raised | None:
        """What a graph node of `kind` evaluating `code` may raise (None: anything)."""
        if kind is Kind.JOIN:
            return NOTHING
        if kind is Kind.LINE:
            if type(code) is cst.SimpleStatementLine:
                return union(*(self.small(s) for s in code.body))
            if isinstance(code, cst.BaseSmallStatement):
                return self.small(code)
            return None  # a `def` or `class` kept whole
        if kind is Kind.TEST and (type(code) is cst.If or type(code) is cst.While):
            return self.expr(code.test)
        if kind is Kind.SUBJECT and type(code) is cst.Match:
            return self.expr(code.subject)
        if kind is Kind.WITH and type(code) is cst.With:
            return self.raising.null_context(code)
        if kind is Kind.CASE and type(code) is cst.MatchCase:
            guard = self.expr(code.guard) if code.guard is not None else NOTHING
            return union(_pattern(code.pattern), guard)
        return None

    def handled(self, types: Iterable[cst.BaseExpression | None]) -> frozenset[str] | None:
        # Every routing decision reads the module's imports and top-level names.
        self.used["names"] = self.raising.names.key()
        found = self.raising.classes.handled(types)
        if found is not None:
            for key in found:
                if self.raising.classes.is_module(key):
                    self.used[f"class:{key}"] = self.raising.classes.ancestors(key)
        return found

    def admits(self, handled: frozenset[str] | None, raised: Raised) -> bool:
        return self.raising.classes.admits(handled, raised)

    # -- statements ---------------------------------------------------------------------

    def block(self, body: cst.BaseSuite | Sequence[cst.BaseStatement]) -> Raised | None:
        if type(body) is cst.SimpleStatementSuite:
            return union(*(self.small(s) for s in body.body))
        statements = body if isinstance(body, Sequence) else statements_of(body)
        found: set[str] = set()
        for statement in statements:
            part = self.statement(statement)
            if part is None:
                return None
            found |= part
        return frozenset(found)

    def statement(self, node: cst.BaseStatement) -> Raised | None:
        kind = type(node)
        if kind is cst.SimpleStatementLine:
            return union(*(self.small(s) for s in cast(cst.SimpleStatementLine, node).body))
        if kind is cst.If:
            branch = cast(cst.If, node)
            orelse = branch.orelse
            rest = (
                NOTHING
                if orelse is None
                else self.statement(orelse)
                if type(orelse) is cst.If
                else self.block(orelse.body)
            )
            return union(self.expr(branch.test), self.block(branch.body), rest)
        if kind is cst.While:
            loop = cast(cst.While, node)
            rest = self.block(loop.orelse.body) if loop.orelse is not None else NOTHING
            return union(self.expr(loop.test), self.block(loop.body), rest)
        if kind is cst.Match:
            match = cast(cst.Match, node)
            parts = [self.expr(match.subject)]
            for case in match.cases:
                parts += [self.raised(Kind.CASE, case), self.block(case.body)]
            return union(*parts)
        if kind is cst.Try:
            attempt = cast(cst.Try, node)
            body = self.block(attempt.body)
            # (what the handlers catch is left in: more, never less)
            parts = [body, *(self.block(p.body) for p in (attempt.orelse, attempt.finalbody) if p)]
            saved, self._caught = self._caught, body  # a bare `raise` in a handler: part of it
            try:
                for handler in attempt.handlers:
                    parts.append(self.expr(handler.type) if handler.type else NOTHING)
                    parts.append(self.block(handler.body))
            finally:
                self._caught = saved
            return union(*parts)
        if kind is cst.With:
            held = cast(cst.With, node)
            return union(self.raising.null_context(held), self.block(held.body))
        return None

    def small(self, node: cst.BaseSmallStatement) -> Raised | None:
        kind = type(node)
        if kind in _PLAIN_SMALLS:
            return NOTHING
        if kind is cst.Expr:
            return self.expr(cast(cst.Expr, node).value)
        if kind is cst.Return:
            value = cast(cst.Return, node).value
            return self.expr(value) if value is not None else NOTHING
        if kind is cst.Assign:
            assign = cast(cst.Assign, node)
            parts = [self.expr(assign.value)]
            for target in assign.targets:
                parts.append(_target(target.target))
            return union(*parts)
        if kind is cst.AnnAssign:
            annotated = cast(cst.AnnAssign, node)
            if type(annotated.target) is not cst.Name:
                return None
            return self.expr(annotated.value) if annotated.value is not None else NOTHING
        if kind is cst.Raise:
            return self._raise(cast(cst.Raise, node))
        if kind is cst.Assert:
            check = cast(cst.Assert, node)
            message = self.expr(check.msg) if check.msg is not None else NOTHING
            return union(self.expr(check.test), message, frozenset({"AssertionError"}))
        return None

    def _raise(self, node: cst.Raise) -> Raised | None:
        exc = node.exc
        if exc is None:
            return self._caught  # again what a handler caught (outside one: anything)
        arguments: Raised | None = NOTHING
        if type(exc) is cst.Call:
            arguments = self._arguments(exc.args)
            exc = exc.func
        key = self.raising.classes.class_key(exc)
        if key is None:
            return None
        if self.raising.classes.is_module(key):
            self.used[f"class:{key}"] = self.raising.classes.ancestors(key)
        cause = self.expr(node.cause.item) if node.cause is not None else NOTHING
        return union(arguments, cause, frozenset({key}))

    # -- expressions --------------------------------------------------------------------

    def expr(self, node: cst.BaseExpression) -> Raised | None:
        """What evaluating an expression raises (None: anything). A loop over a stack: an
        `and`/`or` chain nests one level per operand."""
        found: set[str] = set()
        pending: list[cst.BaseExpression] = [node]
        while pending:
            part = pending.pop()
            kind = type(part)
            if kind is cst.Name:
                if cast(cst.Name, part).value not in _CONSTANT_NAMES:
                    found |= _NAME_READ
            elif kind in _LITERALS or kind is cst.Lambda:
                continue
            elif kind is cst.Attribute:
                read = cast(cst.Attribute, part)
                found |= _ATTRIBUTE_READ | _RAISING_PROPERTIES.get(read.attr.value, NOTHING)
                pending.append(read.value)
            elif kind is cst.UnaryOperation:
                unary = cast(cst.UnaryOperation, part)
                if type(unary.operator) is not cst.Not:
                    return None
                pending.append(unary.expression)
            elif kind is cst.BooleanOperation:
                both = cast(cst.BooleanOperation, part)
                pending += (both.left, both.right)
            elif kind is cst.Comparison:
                comparison = cast(cst.Comparison, part)
                if any(type(c.operator) not in (cst.Is, cst.IsNot) for c in comparison.comparisons):
                    return None  # `==`, `in`, `<` call the operands' methods
                pending.append(comparison.left)
                pending += (c.comparator for c in comparison.comparisons)
            elif kind is cst.NamedExpr:
                pending.append(cast(cst.NamedExpr, part).value)
            elif kind is cst.IfExp:
                choice = cast(cst.IfExp, part)
                pending += (choice.test, choice.body, choice.orelse)
            elif kind is cst.ConcatenatedString:
                both_strings = cast(cst.ConcatenatedString, part)
                pending += (both_strings.left, both_strings.right)
            elif kind is cst.Tuple or kind is cst.List:
                for element in cast(cst.Tuple, part).elements:
                    if type(element) is not cst.Element:
                        return None  # `*rest` iterates
                    pending.append(element.value)
            elif kind is cst.Dict:
                for entry in cast(cst.Dict, part).elements:
                    if type(entry) is not cst.DictElement or type(entry.key) not in _LITERALS:
                        return None  # `**other`, or a key whose hash may run anything
                    pending.append(entry.value)
            elif kind is cst.FormattedString:
                # `f"no identity for {name}"`: formatting a value is taken to raise nothing
                # (as `str()` of it: a `__format__` raising is left out, as for properties)
                for piece in cast(cst.FormattedString, part).parts:
                    if type(piece) is cst.FormattedStringExpression:
                        if piece.format_spec is not None:
                            return None
                        pending.append(piece.expression)
            elif kind is cst.Call:
                call = self._call(cast(cst.Call, part))
                if call is None:
                    return None
                found |= call
            else:
                return None
        return frozenset(found)

    def _arguments(self, args: Sequence[cst.Arg]) -> Raised | None:
        parts: list[Raised | None] = []
        for arg in args:
            if arg.star == "*":
                return None
            if arg.star == "**":
                value = arg.value
                if type(value) is not cst.Dict:
                    return None
                for element in value.elements:
                    if type(element) is not cst.DictElement:
                        return None
                    parts += [self.expr(element.key), self.expr(element.value)]
            else:
                parts.append(self.expr(arg.value))
        return union(*parts)

    def _call(self, call: cst.Call) -> Raised | None:
        func, args = call.func, list(call.args)
        if _plain_format(call):  # `"no identity for {}".format(name)`, as its f-string
            return self._arguments(args)
        builtin = self._builtin(func)
        if builtin is not None:
            return self._builtin_call(builtin, args)
        if type(func) is cst.Call and dotted_name(func.func) in PARTIAL_CALLS:
            bound = list(func.args)
            if not bound or bound[0].star or bound[0].keyword is not None:
                return None
            func, args = bound[0].value, [*bound[1:], *args]
        if self._logging(func):
            # `log.warning("anonymous call")`: the standard library's logging hands what a
            # handler or the formatting raises to `Handler.handleError`, which reports it
            return self._arguments(args)
        definition = self._definition(func)
        if definition is None:
            return None
        node, owner, label = definition
        body = self.raising.function(node, owner)
        if label is not None:
            self.used[label] = body
        return union(body, self._arguments(args))

    def _builtin_call(self, builtin: str, args: Sequence[cst.Arg]) -> Raised | None:
        keywords = [a for a in args if a.keyword is not None]
        if builtin == "print":
            for arg in keywords:
                name = cast(cst.Name, arg.keyword).value
                if name not in _PRINT_KEYWORDS and not (
                    name == "file" and self.raising.names.qualified(arg.value) in _STD_STREAMS
                ):
                    return None  # `file=` another stream than the standard ones: its write
        elif builtin == "dict" and len(keywords) < len(args):
            return None  # `dict(pairs)` iterates
        elif builtin in ("getattr", "hasattr") and len(args) > 1:
            attribute = args[1].value
            named = string_value(attribute) if type(attribute) is cst.SimpleString else None
            if named is None:  # (a name held elsewhere: any of them)
                raising = frozenset().union(*_RAISING_PROPERTIES.values())
            else:
                raising = _RAISING_PROPERTIES.get(named, NOTHING)
            return union(_ATTRIBUTE_READ, raising, self._arguments(args))
        return union(_BUILTIN_CALLS[builtin], self._arguments(args))

    def _logging(self, func: cst.BaseExpression) -> bool:
        """`log.info(...)` of a module logger (`log = logging.getLogger(...)`), or
        `logging.info(...)`."""
        if type(func) is not cst.Attribute or func.attr.value not in LOG_METHODS:
            return False
        receiver = func.value
        if type(receiver) is not cst.Name or receiver.value in self.local_defs:
            return False
        if self.raising.names.qualified(receiver) == "logging":
            return True
        return receiver.value in self.raising.names.loggers()

    def _builtin(self, func: cst.BaseExpression) -> str | None:
        if type(func) is not cst.Name or func.value not in _BUILTIN_CALLS:
            return None
        if func.value in self.local_defs or func.value in self.raising.names.bound():
            return None
        return func.value

    def _definition(
        self, func: cst.BaseExpression
    ) -> tuple[cst.FunctionDef, str | None, str | None] | None:
        """The definition a call calls (the function's own nested one, or the module's),
        the class it is a method of, and the label a kept analysis rechecks it by."""
        index = self.raising.index
        if type(func) is cst.Name:
            local = self.local_defs.get(func.value)
            if local is not None:
                return local, None, None  # (part of the function's own text)
            found = index.functions.get(func.value)
            return (found[0], None, f"function:{func.value}") if found is not None else None
        if type(func) is cst.Attribute and type(func.value) is cst.Name:
            owner = func.value.value
            if owner in ("self", "cls") and self.class_name:
                owner = self.class_name
            elif owner not in index.classes:
                return None
            method = index.method(owner, func.attr.value)
            if method is None:
                return None
            return method[0], owner, f"method:{owner}.{func.attr.value}"
        return None


def _plain_format(call: cst.Call) -> bool:
    """`"a {} b".format(x)`: a string literal's `format` with as many plain `{}` fields as
    positional arguments (which cannot raise for a field, unlike `{0}`, `{name}`, `{:d}`)."""
    func = call.func
    if type(func) is not cst.Attribute or func.attr.value != "format":
        return False
    text = string_value(func.value) if type(func.value) is cst.SimpleString else None
    if text is None or any(a.star or a.keyword for a in call.args):
        return False
    try:
        fields = [f for f in string.Formatter().parse(text) if f[1] is not None]
    except ValueError:
        return False
    return len(fields) == len(call.args) and all(
        name == "" and not spec and conversion is None for _, name, spec, conversion in fields
    )


def _pattern(pattern: cst.MatchPattern) -> Raised | None:
    """What matching a `case` pattern raises: `None`, a capture and `_` nothing; a value or
    class pattern compares or calls `isinstance` (anything)."""
    kind = type(pattern)
    if kind is cst.MatchSingleton:
        return NOTHING
    if kind is cst.MatchAs:
        inner = cast(cst.MatchAs, pattern).pattern
        return _pattern(inner) if inner is not None else NOTHING
    if kind is cst.MatchOr:
        return union(*(_pattern(p.pattern) for p in cast(cst.MatchOr, pattern).patterns))
    return None


def _target(target: cst.BaseAssignTargetExpression) -> Raised | None:
    """What binding an assignment target raises: a name nothing, unpacking a wrong count."""
    if type(target) is cst.Name:
        return NOTHING
    if type(target) is cst.Tuple or type(target) is cst.List:
        parts: list[Raised | None] = [_UNPACKING]
        for element in target.elements:
            inner = element.value
            parts.append(_target(cast(cst.BaseAssignTargetExpression, inner)))
        return union(*parts)
    if type(target) is cst.StarredElement:
        return _target(cast(cst.BaseAssignTargetExpression, target.value))
    return None  # an attribute or an item: a setter may run anything


def _block(body: cst.BaseSuite) -> Sequence[cst.BaseStatement]:
    if type(body) is cst.IndentedBlock:
        return body.body
    return [cst.SimpleStatementLine(body=list(cast(cst.SimpleStatementSuite, body).body))]
