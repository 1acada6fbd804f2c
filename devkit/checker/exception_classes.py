"""The exception classes a module's `raise` statements and handlers name, and which
handler may catch which error (for `raises.py`).

A class's hierarchy is known for the builtins, a few library and framework errors (as
their installed wheels define them), and the module's own exception classes built on
known ones. A handler naming a class of a third-party library, or of the module on bases
not known, catches that class's own subclasses, none of the above. A handler naming
anything else (a name bound to a tuple, a standard-library name that may be an alias:
`socket.error` is `OSError`) may catch anything, and one of `KeyboardInterrupt` catches
from everywhere.
"""

from __future__ import annotations

import builtins
import sys
from collections.abc import Iterable
from typing import TYPE_CHECKING, cast

import libcst as cst

from ..profiles import PROFILES
from .imports import dotted_name
from .module_names import ModuleNames, statements_of

if TYPE_CHECKING:
    from .discovery import ModuleIndex

# The classes an evaluation may raise (instances of exactly these: a `raise
# PermissionError(...)`, or what `raises.py` reads an expression to raise).
Raised = frozenset[str]
NOTHING: Raised = frozenset()
# A class of a library outside the standard one, or of the module on bases not read: a
# class of its own, which catches its own subclasses only, none of those above.
_FOREIGN = "foreign:"
_MODULE = "module:"  # a class of the module (its name may be a builtin's too)

BUILTIN_EXCEPTIONS: dict[str, type[BaseException]] = {
    name: value
    for name, value in vars(builtins).items()
    if isinstance(value, type) and issubclass(value, BaseException)
}
_BUILTIN_MRO: dict[str, tuple[str, ...]] = {
    name: tuple(c.__name__ for c in value.__mro__ if c is not object)
    for name, value in BUILTIN_EXCEPTIONS.items()
}
# Library errors met around tools, by qualified name: their bases up to the builtins; the
# frameworks' own come from their profiles (`Profile.exception_bases`).
_LIBRARY_BASES: dict[str, str] = {
    "json.JSONDecodeError": "ValueError",
    "json.decoder.JSONDecodeError": "ValueError",
    "asyncio.CancelledError": "BaseException",
    "asyncio.exceptions.CancelledError": "BaseException",
    "pydantic.ValidationError": "ValueError",
    "pydantic_core.ValidationError": "ValueError",
    "httpx.HTTPError": "Exception",
    "httpx.RequestError": "httpx.HTTPError",
    "httpx.HTTPStatusError": "httpx.HTTPError",
    "requests.RequestException": "OSError",
    "requests.exceptions.RequestException": "OSError",
    "requests.HTTPError": "requests.RequestException",
    "requests.exceptions.HTTPError": "requests.RequestException",
    **{name: base for p in PROFILES.values() for name, base in p.exception_bases},
}


class ExceptionClasses:
    """The exception classes of one module, by key: a builtin's name, a library class's
    qualified name, or `module:Name` for a class of the module."""

    def __init__(self, names: ModuleNames, index: ModuleIndex) -> None:
        self.names = names
        self.index = index
        self._classes: dict[str, tuple[str, ...] | None] = {}

    @staticmethod
    def is_module(key: str) -> bool:
        """Whether a key is a class of the module (what a kept analysis rechecks)."""
        return key.startswith(_MODULE)

    def class_key(self, node: cst.BaseExpression) -> str | None:
        """The key of the exception class an expression names, if its hierarchy is known."""
        name = dotted_name(node)
        if name is None:
            return None
        head, _, rest = name.partition(".")
        if head in self.index.classes and not rest:
            key = _MODULE + name
            return key if self.ancestors(key) is not None else None
        qualified = self.names.qualified(node)
        if qualified is not None:
            return qualified if qualified in _LIBRARY_BASES else None
        if rest or head in self.names.bound():
            return None
        return head if head in _BUILTIN_MRO else None

    def ancestors(self, key: str) -> tuple[str, ...] | None:
        """The class and the classes it derives from, up to `BaseException`."""
        known = _BUILTIN_MRO.get(key)
        if known is not None:
            return known
        if key in _LIBRARY_BASES:
            base = self.ancestors(_LIBRARY_BASES[key])
            return (key, *base) if base is not None else None
        if key in self._classes:
            return self._classes[key]
        self._classes[key] = None  # a cycle of bases stays unknown
        found = self._module_class(key)
        self._classes[key] = found
        return found

    def _module_class(self, key: str) -> tuple[str, ...] | None:
        node = self.index.classes.get(key.removeprefix(_MODULE))
        if node is None or not node.bases or node.keywords:
            return None
        # An `__init__`/`__new__` of its own may raise anything while the error is built.
        for statement in statements_of(node.body):
            if type(statement) is cst.FunctionDef and statement.name.value in (
                "__init__",
                "__new__",
            ):
                return None
        found: list[str] = [key]
        for base in node.bases:
            base_key = self.class_key(base.value) if base.keyword is None else None
            line = self.ancestors(base_key) if base_key is not None else None
            if line is None:
                return None
            found += [c for c in line if c not in found]
        return tuple(found)

    def admits(self, handled: frozenset[str] | None, raised: Raised) -> bool:
        """Whether handlers catching the classes `handled` (None: anything) may catch one
        of `raised`."""
        if handled is None:
            return True
        for caught in handled:
            if caught == "KeyboardInterrupt":
                return True  # it may arrive between any two instructions
            if caught.startswith(_FOREIGN):
                continue
            if self.ancestors(caught) is None:
                return True
            for key in raised:
                line = self.ancestors(key)
                if line is None or caught in line:
                    return True
        return False

    def handled(self, types: Iterable[cst.BaseExpression | None]) -> frozenset[str] | None:
        """The classes `except` clauses (or `suppress(...)` arguments) name; None when one
        is bare or names what may be any class (a name bound to a tuple, an alias of a
        standard error: `socket.error` is `OSError`)."""
        found: set[str] = set()
        for written in types:
            if written is None:
                return None
            items = written.elements if type(written) is cst.Tuple else [written]
            for item in items:
                value = item.value if isinstance(item, cst.BaseElement) else item
                key = self.class_key(cast(cst.BaseExpression, value))
                if key is None:
                    key = self._foreign(cast(cst.BaseExpression, value))
                if key is None:
                    return None
                found.add(key)
        return frozenset(found)

    def _foreign(self, node: cst.BaseExpression) -> str | None:
        """A class of its own that a handler names (`_FOREIGN`): the module's, on bases not
        read, or imported from outside the standard library (a relative import included)."""
        name = dotted_name(node)
        if name is None:
            return None
        head, _, rest = name.partition(".")
        if head in self.index.classes and not rest:
            return _FOREIGN + name
        qualified = self.names.qualified(node)
        if qualified is None or qualified.partition(".")[0] in sys.stdlib_module_names:
            return None
        return _FOREIGN + qualified
