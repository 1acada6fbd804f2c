"""`parse_module` without libcst's per-node validation, for trees that come from its parser.

Every libcst node validates itself when built (`CSTNode.__post_init__`). That guards trees
built by hand; a tree built by the parser from source it accepted is valid by construction,
and libcst's own comment on `__post_init__` names skipping it on parse as the speed-up it
would like. It saves about 15% of the parse on a tool-dense tree.

While a parse runs, each node class also gets a plainer `__init__`: the one `dataclass`
writes for a frozen class stores each field through `object.__setattr__` (looked up per
field) and then calls `__post_init__`; ours stores through the field's slot descriptor and
calls nothing. Same fields, same defaults, same values: about 7% more of the parse.

Whitespace nodes (half the nodes of a file, most of them `" "` or `""`) are shared: libcst's
parser looks each node class up on the `libcst` module as it builds, so while a parse runs
those names are memoizing constructors, and every `" "` of the tree is one node. In a
batch that runs alone in its process (`fast_parsing(share_tokens=True)`, the CLI's chunk),
operators and punctuation are shared the same way, by their whitespace. These nodes are
immutable; nothing positions, reports or replaces them, and the tree is equal
(`deep_equals`, `code`) to libcst's. Fewer nodes to build and to free: about 7% of the
parse, and a few percent more in a batch.

libcst's native parser imports the `libcst` module again for every node it builds, to find
the node's class there (`PyImport_Import`: it calls the `__import__` of its caller's
builtins, then reads `sys.modules`). Our call into it is made from a function whose
builtins' `__import__` does nothing, so each of those imports is the `sys.modules` read
alone: about 4% of the parse. `libcst` is always in `sys.modules` by then; a parser that
imported another module would fail with KeyError, and is then called as libcst calls it.

The hooks are swapped only while a parse runs (a wrapper that tested a flag on every node
would cost a call per node, more than it saves). Another thread building nodes meanwhile
skips validation too, which changes nothing for nodes that are valid.
"""

from __future__ import annotations

import builtins
import contextlib
import dataclasses
import functools
import importlib
import threading
import types
from collections.abc import Callable, Iterator
from typing import Any

import libcst as cst
from libcst._nodes.base import CSTNode

_VALIDATE = CSTNode.__post_init__
_lock = threading.Lock()
_parsing = 0  # parses under way, in any thread
_Init = Callable[..., None]
# (class, libcst's __init__, ours), built at the first parse
_swaps: list[tuple[type, _Init, _Init]] | None = None
_templates: dict[int, Callable[..., _Init]] = {}  # by number of fields


def _token_classes() -> list[type[CSTNode]]:
    """The operators and punctuation (`,` `.` `=` `(` `is not` ...): nodes holding only
    whitespace, shared where their whitespace is."""
    import libcst._nodes.op as ops

    found = [
        c
        for c in vars(ops).values()
        if isinstance(c, type) and issubclass(c, CSTNode) and c.__module__ == ops.__name__
    ]
    found += [cst.LeftParen, cst.RightParen, cst.LeftSquareBracket, cst.RightSquareBracket]
    found += [cst.LeftCurlyBrace, cst.RightCurlyBrace]
    return [c for c in found if getattr(cst, c.__name__, None) is c and not c.__abstractmethods__]


# Shared during every parse (see above): whitespace by its text. Nothing of ours names
# these two classes, so no other thread can be misled while their names are swapped.
_WHITESPACE: tuple[type[CSTNode], ...] = (
    cst.SimpleWhitespace,
    cst.Newline,
    cst.TrailingWhitespace,
    cst.EmptyLine,
)
# Shared only during a `fast_parsing(share_tokens=True)` batch, which no other thread
# analyses beside: the analysis tests node classes through these names (`cst.Is`).
_TOKENS: tuple[type[CSTNode], ...] = tuple(_token_classes())
# The nodes a shared node's key holds: hashed and compared by identity, as libcst does, but
# by `object`'s own methods (in C; libcst's are Python functions, called per key).
for _cls in (*_WHITESPACE, cst.Comment, cst.ParenthesizedWhitespace):
    _cls.__hash__ = object.__hash__  # type: ignore[assignment]
    _cls.__eq__ = object.__eq__  # type: ignore[assignment]
_memoized = {cls: functools.lru_cache(maxsize=None)(cls) for cls in (*_WHITESPACE, *_TOKENS)}
_share_tokens = 0  # batches open that share tokens too


def _skip(node: CSTNode) -> None:
    return None


class _Unset:
    """Stands for a `default_factory` field the caller left out."""


def _node_classes() -> Iterator[type[CSTNode]]:
    seen: set[type] = set()
    stack = [CSTNode]
    while stack:
        for sub in stack.pop().__subclasses__():
            if sub not in seen:
                seen.add(sub)
                stack.append(sub)
                yield sub


def _slot_setter(cls: type, name: str) -> object | None:
    """The `__set__` of the slot that stores field `name`, or None if it is not a slot."""
    for klass in cls.__mro__:
        if name in klass.__dict__:
            found = klass.__dict__[name]
            return found.__set__ if type(found).__name__ == "member_descriptor" else None
    return None


def _template(arity: int) -> Callable[..., _Init]:
    """A factory of plain `__init__`s taking `arity` fields, named `a0`, `a1`, ... until
    `_fast_init` renames them. Each field is stored by its slot setter `_s<i>`, after its
    `default_factory` `_f<i>` has run if the caller left it out (`_Unset`)."""
    if arity not in _templates:
        closed = ", ".join(f"_s{i}, _f{i}" for i in range(arity))
        params = "".join(f", a{i}" for i in range(arity))
        lines = [f"def make({closed}):", f"    def __init__(self{params}):"]
        for i in range(arity):
            lines.append(f"        if a{i} is _Unset: a{i} = _f{i}()")
            lines.append(f"        _s{i}(self, a{i})")
        lines += ["        return None", "    return __init__"]
        namespace: dict[str, Any] = {"_Unset": _Unset}
        exec(compile("\n".join(lines), f"<devkit-init-{arity}>", "exec"), namespace)
        _templates[arity] = namespace["make"]
    return _templates[arity]


def _fast_init(cls: type) -> _Init | None:
    """A plain `__init__` for `cls`, or None for a class this cannot serve (an abstract
    base, a field that is not a slot, a keyword-only field)."""
    if "__init__" not in cls.__dict__ or not dataclasses.is_dataclass(cls):
        return None
    fields = dataclasses.fields(cls)
    closed: list[object] = []
    defaults: list[object] = []
    for field in fields:
        setter = _slot_setter(cls, field.name)
        if setter is None or not field.init or field.kw_only:
            return None
        factory: object = None  # never called: only a left-out factory field is _Unset
        if field.default is not dataclasses.MISSING:
            defaults.append(field.default)
        elif field.default_factory is not dataclasses.MISSING:
            factory = field.default_factory
            defaults.append(_Unset)
        elif defaults:  # a required field after one with a default: not a dataclass order
            return None
        closed += [setter, factory]
    init = _template(len(fields))(*closed)
    code = init.__code__
    names = ("self", *(field.name for field in fields))
    init.__code__ = code.replace(co_varnames=names + code.co_varnames[len(names) :])
    init.__defaults__ = tuple(defaults) or None
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


def _build_swaps() -> list[tuple[type, _Init, _Init]]:
    swaps = []
    for cls in _node_classes():
        fast = _fast_init(cls)
        if fast is not None:
            swaps.append((cls, cls.__dict__["__init__"], fast))
    return swaps


@contextlib.contextmanager
def fast_parsing(share_tokens: bool = False) -> Iterator[None]:
    """While this is open (in any thread), parses and nodes built by hand use the plain
    inits, without validation (the analysis builds only valid nodes).

    `parse_module` opens it for its own parse; a batch of parses (the CLI's chunk of files)
    opens it once around them all, as swapping some 170 classes' `__init__` for each file
    costs a few percent of a small file's parse. `share_tokens`: the batch runs alone in
    its process (the CLI), so its parses may share operator and punctuation nodes too."""
    global _parsing, _swaps, _share_tokens
    with _lock:
        if _swaps is None:
            _swaps = _build_swaps()
        _parsing += 1
        _share_tokens += share_tokens
        if _parsing == 1:
            CSTNode.__post_init__ = _skip  # type: ignore[method-assign,assignment]
            for cls, _, fast in _swaps:
                cls.__init__ = fast  # type: ignore[misc]
    try:
        yield
    finally:
        with _lock:
            _parsing -= 1
            _share_tokens -= share_tokens
            if _parsing == 0:
                CSTNode.__post_init__ = _VALIDATE  # type: ignore[method-assign,assignment]
                for cls, original, _ in _swaps:
                    cls.__init__ = original  # type: ignore[misc]


def parse_module(source: str) -> cst.Module:
    """`libcst.parse_module(source)`: the same tree and errors, built faster."""
    with fast_parsing():
        # libcst's parser looks each class up on the `libcst` module: the memoizing
        # constructors stand there for the parse only (plain dict stores, cheap).
        shared = (*_WHITESPACE, *_TOKENS) if _share_tokens else _WHITESPACE
        for cls in shared:
            setattr(cst, cls.__name__, _memoized[cls])
        try:
            return _parse_natively(source)
        except KeyError:  # the parser imported a module not loaded yet (see above)
            return cst.parse_module(source)
        finally:
            for cls in shared:
                setattr(cst, cls.__name__, cls)
                _memoized[cls].cache_clear()  # the nodes live with their tree


# libcst's compiled parser (no type stubs): what `libcst.parse_module` calls.
native: Any = importlib.import_module("libcst.native")


def _native_parse(source: str) -> cst.Module:
    # What `libcst.parse_module` does for a text (its encoding is UTF-8), called from the
    # globals below.
    module: cst.Module = native.parse_module(source, "utf-8")
    return module


# `str.format` of "" takes any arguments and returns "": a do-nothing `__import__` in C.
_QUIET_BUILTINS = {**vars(builtins), "__import__": "".format}
_parse_natively = types.FunctionType(
    _native_parse.__code__, {"native": native, "__builtins__": _QUIET_BUILTINS}
)
