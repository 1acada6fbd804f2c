"""What a module's top-level names stand for, as exception routing reads them
(`raises.py`): the qualified names its imports bind, the names it binds itself (a class
or a name there hides a builtin), and its loggers."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, cast

import libcst as cst

from .imports import dotted_name

if TYPE_CHECKING:
    from .discovery import ModuleIndex


class ModuleNames:
    """The top-level names of one module, each read once, when first asked."""

    def __init__(self, module: cst.Module, index: ModuleIndex) -> None:
        self.module = module
        self.index = index
        self._imported: dict[str, str] | None = None  # local name -> qualified
        self._bound: frozenset[str] | None = None
        self._loggers: frozenset[str] | None = None
        self._key: tuple[object, ...] | None = None

    def qualified(self, node: cst.BaseExpression) -> str | None:
        """The qualified name an imported name (or an attribute of one) stands for."""
        name = dotted_name(node)
        if name is None:
            return None
        head, _, rest = name.partition(".")
        qualified = self.imported().get(head)
        if qualified is None:
            return None
        return f"{qualified}.{rest}" if rest else qualified

    def imported(self) -> Mapping[str, str]:
        """By local name: the qualified name each import at the top level binds."""
        if self._imported is None:
            self._imported = dict(
                binding for small in _top_level_smalls(self.module) for binding in _binds(small)
            )
        return self._imported

    def loggers(self) -> frozenset[str]:
        """The module's names bound once, at its top level, to `logging.getLogger(...)`."""
        if self._loggers is None:
            bound: Counter[str] = Counter()
            made: set[str] = set()
            for small in _top_level_smalls(self.module):
                if type(small) is not cst.Assign:
                    continue
                for target in small.targets:
                    if type(target.target) is cst.Name:
                        bound[target.target.value] += 1
                        value = small.value
                        if (
                            type(value) is cst.Call
                            and self.qualified(value.func) == "logging.getLogger"
                        ):
                            made.add(target.target.value)
            self._loggers = frozenset(n for n in made if bound[n] == 1)
        return self._loggers

    def key(self) -> tuple[object, ...]:
        """What the module's names stand for, as routing reads them (imports, and the
        top-level names hiding builtins)."""
        if self._key is None:
            self._key = (
                tuple(sorted(self.imported().items())),
                tuple(sorted(self.bound())),
                tuple(sorted(self.loggers())),
            )
        return self._key

    def bound(self) -> frozenset[str]:
        """Names the module binds at its top level (a class or a name there hides a builtin)."""
        if self._bound is None:
            names: set[str] = set(self.index.classes) | set(self.index.functions)
            for small in _top_level_smalls(self.module):
                if type(small) is cst.Assign:
                    names |= {t.target.value for t in small.targets if type(t.target) is cst.Name}
                elif type(small) is cst.AnnAssign and type(small.target) is cst.Name:
                    names.add(small.target.value)
                elif type(small) in (cst.Import, cst.ImportFrom):
                    names |= set(self.imported())
            self._bound = frozenset(names)
        return self._bound


def _binds(small: cst.BaseSmallStatement) -> Iterable[tuple[str, str]]:
    """The (local name, qualified name) pairs an import statement binds."""
    if type(small) is cst.Import:
        for alias in small.names:
            module = dotted_name(alias.name) or ""
            local = alias.asname.name if alias.asname else None
            if type(local) is cst.Name:
                yield local.value, module
            elif local is None:
                head = module.partition(".")[0]  # `import a.b` binds `a`
                yield head, head
    elif type(small) is cst.ImportFrom and not isinstance(small.names, cst.ImportStar):
        dots = "." * len(small.relative)  # (a relative one: this package's)
        module = dots + (dotted_name(small.module) or "" if small.module else "")
        for alias in small.names:
            named = alias.asname.name if alias.asname else alias.name
            if type(named) is cst.Name:
                yield named.value, f"{module}.{dotted_name(alias.name) or ''}"


def _top_level_smalls(module: cst.Module) -> Iterable[cst.BaseSmallStatement]:
    """The small statements at the module's top level, those under a top-level `if`/`try`
    included (`try: import x` / `except ImportError: ...`)."""
    pending: list[cst.CSTNode] = list(module.body)
    while pending:
        node = pending.pop()
        if type(node) is cst.SimpleStatementLine:
            yield from node.body
        elif type(node) is cst.If:
            pending += statements_of(node.body)
            if node.orelse is not None:
                pending.append(node.orelse)
        elif type(node) is cst.Else:
            pending += statements_of(node.body)
        elif type(node) is cst.Try:
            pending += statements_of(node.body)
            for handler in node.handlers:
                pending += statements_of(handler.body)
            for part in (node.orelse, node.finalbody):
                if part is not None:
                    pending += statements_of(part.body)


def statements_of(body: cst.BaseSuite) -> Sequence[cst.BaseStatement]:
    """The statements of a block (a one-line block as one line)."""
    if type(body) is cst.IndentedBlock:
        return body.body
    return [cst.SimpleStatementLine(body=list(cast(cst.SimpleStatementSuite, body).body))]
