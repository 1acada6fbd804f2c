"""Which local names refer to which SDK symbols, through every import spelling."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import cast

import libcst as cst

from ..profiles import PROFILES, Profile
from .literals import string_value
from .reuse import Reuse
from .walk import COMPOUND_STATEMENTS, statements


def dotted_name(node: cst.BaseExpression) -> str | None:
    """`a.b.c` for a Name/Attribute chain, else None.

    Hot (a call per name or call the analysis reads): a name and a two-part chain, most of
    them, are spelled without building a list."""
    kind = type(node)  # not isinstance: libcst's classes are (slow) ABCs
    if kind is cst.Name:
        return node.value  # type: ignore[attr-defined]
    if kind is not cst.Attribute:
        return None
    inner = node.value  # type: ignore[attr-defined]
    if type(inner) is cst.Name:
        return f"{inner.value}.{node.attr.value}"  # type: ignore[attr-defined]
    parts: list[str] = [node.attr.value]  # type: ignore[attr-defined]
    node = inner
    while type(node) is cst.Attribute:
        parts.append(node.attr.value)
        node = node.value
    if type(node) is not cst.Name:
        return None
    parts.append(node.value)
    return ".".join(reversed(parts))


# `functools.partial` as a module may spell it: a call of it binds a function to arguments.
PARTIAL_CALLS = frozenset({"partial", "functools.partial"})

# Standard modules whose names the flow gives a meaning to (calls that never return, the
# annotations saying so), whatever a module calls them: `import sys as system`.
STANDARD_MODULES = frozenset({"sys", "os", "typing", "typing_extensions"})


def _module_name(node: cst.BaseExpression | None) -> str | None:
    return dotted_name(node) if node is not None else None


def sdk_symbols(profile: Profile) -> set[str]:
    """The SDK names of a profile the checker cares about, as `import *` binds them."""
    names = {profile.context_type, *profile.context_aliases, *profile.emit_functions}
    names |= {form.symbol for form in profile.tool_forms}
    names |= {d.decorator for d in profile.declarations if d.decorator}
    names |= {d.item_constructor for d in profile.declarations if d.item_constructor}
    names |= {symbol for symbol, _ in profile.symbol_roles}
    if profile.session_key_function:
        names.add(profile.session_key_function)
    return names


@dataclass(frozen=True)
class Known:
    """A qualified name some profile gives meaning to."""

    profile: Profile
    symbol: str
    since: int | None = None
    until: int | None = None


def _build_index() -> tuple[dict[str, Known], dict[str, set[str]]]:
    """Every qualified name of every profile, and which profiles live under each module."""
    index: dict[str, Known] = {}
    for profile in PROFILES.values():
        if profile.spellings:
            for s in profile.spellings:
                index.setdefault(s.qualified, Known(profile, s.symbol, s.since, s.until))
        else:
            for symbol in sdk_symbols(profile):
                index.setdefault(f"{profile.module}.{symbol}", Known(profile, symbol))
    packages: dict[str, set[str]] = {}
    for qualified, known in index.items():
        parts = qualified.split(".")
        for i in range(1, len(parts)):
            packages.setdefault(".".join(parts[:i]), set()).add(known.profile.name)
    return index, packages


INDEX, PACKAGES = _build_index()


def _prefix_profile(module: str) -> Profile | None:
    """A profile without spellings owns its whole module tree (`devkit.agent.context`)."""
    for profile in PROFILES.values():
        if not profile.spellings and (
            module == profile.module or module.startswith(profile.module + ".")
        ):
            return profile
    return None


@dataclass
class ImportMap:
    """Local bindings of every profile's symbols in one module."""

    names: dict[str, tuple[Profile, str]] = field(default_factory=dict)
    modules: dict[str, str] = field(default_factory=dict)  # local name -> real module
    # `from devkit.agent import ...` statements, per profile: where a fix may add a name.
    from_imports: dict[str, tuple[cst.ImportFrom, int]] = field(default_factory=dict)
    # The framework majors the spellings used here allow, per profile: [since, until).
    spelled: dict[str, tuple[int | None, int | None]] = field(default_factory=dict)
    # Names bound only under `if TYPE_CHECKING:` (absent at run time).
    type_checking_only: set[str] = field(default_factory=set)
    future_annotations: bool = False
    # Local names of standard modules and their members: `system` -> `sys`, `bye` -> `sys.exit`.
    standard: dict[str, str] = field(default_factory=dict)
    _runtime_names: set[str] = field(default_factory=set)
    # Module aliases of a context type that admit None (`MaybeCtx = Context | None`).
    optional_aliases: set[str] = field(default_factory=set)
    # Names imported from modules that are neither a profile's nor the standard library's
    # (`from .checks import can_ask`): functions whose bodies this module cannot read.
    foreign: set[str] = field(default_factory=set)

    @property
    def profiles(self) -> set[str]:
        found = {p.name for p, _ in self.names.values()}
        for module in self.modules.values():
            found |= PACKAGES.get(module, set())
            owner = _prefix_profile(module)
            if owner is not None:
                found.add(owner.name)
        return found

    @property
    def profile_modules(self) -> bool:
        """Whether a profile's module is imported as a module (`import pkg`): its functions
        may then be called through it (`pkg.sub.accessor()`), not only by imported name."""
        return any(
            PACKAGES.get(module) or _prefix_profile(module) is not None
            for module in self.modules.values()
        )

    def resolve(self, node: cst.BaseExpression) -> tuple[Profile, str] | None:
        """The (profile, symbol) an expression names, if any."""
        if type(node) is cst.SimpleString:
            text = string_value(node)
            if text is None:
                return None
            try:
                node = cst.parse_expression(text)
            except Exception:
                return None
        name = dotted_name(node)
        if name is None:
            return None
        if name in self.names:
            return self.names[name]
        head, _, rest = name.partition(".")
        if rest and head in self.names:  # a class's attribute: `StructuredTool.from_function`
            profile, symbol = self.names[head]
            return profile, f"{symbol}.{rest}"
        module, _, symbol = name.rpartition(".")
        while module:
            real = self.modules.get(module)
            if real is not None:
                qualified = f"{real}.{name[len(module) + 1 :]}"
                known = INDEX.get(qualified)
                if known is not None:
                    return known.profile, known.symbol
                owner = _prefix_profile(qualified.rpartition(".")[0])
                return (owner, symbol) if owner is not None else None
            module = module.rpartition(".")[0]
        return None

    def standard_name(self, name: str) -> str:
        """`name` spelled from its standard module (`system.exit` -> `sys.exit`, `NR` ->
        `typing.NoReturn`); unchanged when it names nothing imported from one."""
        head, dot, rest = name.partition(".")
        real = self.standard.get(head)
        return name if real is None else real + dot + rest

    def local_name_for(self, profile: Profile, symbol: str) -> str | None:
        """How this module can spell `symbol` of `profile` without a new import."""
        for local, (p, s) in self.names.items():
            if p is profile and s == symbol:
                return local
        for local, real in self.modules.items():
            if real == profile.module:
                return f"{local}.{symbol}"
        return None

    def add(
        self, node: cst.Import | cst.ImportFrom, statement: int = 0, checking: bool = False
    ) -> None:
        before = set(self.names) | set(self.modules)
        if type(node) is cst.ImportFrom:
            self._add_import_from(node, statement)
        else:
            self._add_import(cast(cst.Import, node))
        bound = (set(self.names) | set(self.modules)) - before
        if checking:
            self.type_checking_only |= bound - self._runtime_names
        else:
            self._runtime_names |= bound
            self.type_checking_only -= bound

    def add_local(self, node: cst.Import | cst.ImportFrom, statement: int) -> None:
        """An import inside a function: what it binds, except names the module binds. It
        runs only when the function does, so it resolves no annotation (DK004 stands)."""
        names, modules = dict(self.names), dict(self.modules)
        checking, runtime = set(self.type_checking_only), set(self._runtime_names)
        self.add(node, statement)
        self.names = {**self.names, **names}
        self.modules = {**self.modules, **modules}
        self.type_checking_only, self._runtime_names = checking, runtime

    def _note_spelling(self, known: Known) -> None:
        if known.since is None and known.until is None:
            return
        since, until = self.spelled.get(known.profile.name, (None, None))
        if known.since is not None:
            since = known.since if since is None else max(since, known.since)
        if known.until is not None:
            until = known.until if until is None else min(until, known.until)
        self.spelled[known.profile.name] = (since, until)

    def _wanted_module(self, module: str) -> bool:
        return module in PACKAGES or module in INDEX or _prefix_profile(module) is not None

    def _add_import(self, node: cst.Import) -> None:
        for alias in node.names:
            module = _module_name(alias.name)
            if module is None:
                continue
            if alias.asname is not None:
                local = _module_name(alias.asname.name)  # type: ignore[arg-type]
                if local and module in STANDARD_MODULES:
                    self.standard[local] = module  # `import sys as system`
                if local and self._wanted_module(module):
                    self.modules[local] = module
                    self._note_module(module)
            else:
                # `import a.b.c` binds `a`; attribute access reaches everything below it.
                root = module.split(".")[0]
                if self._wanted_module(root):
                    self.modules[root] = root
                    self._note_module(module)

    def _note_module(self, module: str) -> None:
        for qualified, known in INDEX.items():
            if (
                qualified.startswith(module + ".")
                and known.until is not None
                and qualified.count(".") == module.count(".") + 1
            ):
                self._note_spelling(known)
                return

    def _add_import_from(self, node: cst.ImportFrom, statement: int) -> None:
        if node.relative:
            self._add_foreign(node, None)
            return
        module = _module_name(node.module)
        if module is None:
            return
        if module not in STANDARD_MODULES and _prefix_profile(module) is None:
            self._add_foreign(node, module)
        if module == "__future__":
            if not isinstance(node.names, cst.ImportStar):
                self.future_annotations |= any(
                    type(a.name) is cst.Name and a.name.value == "annotations" for a in node.names
                )
            return
        if module in STANDARD_MODULES and not isinstance(node.names, cst.ImportStar):
            for alias in node.names:
                if type(alias.name) is cst.Name:
                    asname = alias.asname.name if alias.asname else alias.name
                    if type(asname) is cst.Name:
                        self.standard[asname.value] = f"{module}.{alias.name.value}"
        owner = _prefix_profile(module)
        if isinstance(node.names, cst.ImportStar):
            for qualified, known in INDEX.items():
                if qualified.rpartition(".")[0] == module:
                    self.names.setdefault(known.symbol, (known.profile, known.symbol))
                    self._note_spelling(known)
            if owner is not None:
                for symbol in sdk_symbols(owner):
                    self.names.setdefault(symbol, (owner, symbol))
            return
        for alias in node.names:
            imported = alias.name.value if type(alias.name) is cst.Name else None
            if imported is None:
                continue
            local = (
                alias.asname.name.value
                if alias.asname and type(alias.asname.name) is cst.Name
                else imported
            )
            qualified = f"{module}.{imported}"
            entry = INDEX.get(qualified)
            if entry is not None:
                self.names[local] = (entry.profile, entry.symbol)
                self._note_spelling(entry)
                if module == entry.profile.module or entry.profile.spellings:
                    self.from_imports.setdefault(entry.profile.name, (node, statement))
            elif owner is not None:
                self.names[local] = (owner, imported)
                if module == owner.module:
                    self.from_imports.setdefault(owner.name, (node, statement))
            elif self._wanted_module(qualified):
                self.modules[local] = qualified  # `from package import submodule`
                self._note_module(qualified)

    def _add_foreign(self, node: cst.ImportFrom, module: str | None) -> None:
        if isinstance(node.names, cst.ImportStar):
            return
        for alias in node.names:
            bound = alias.asname.name if alias.asname else alias.name
            if type(bound) is not cst.Name or type(alias.name) is not cst.Name:
                continue
            if module is None or f"{module}.{alias.name.value}" not in INDEX:
                self.foreign.add(bound.value)


def _is_type_checking(test: cst.BaseExpression) -> bool:
    return dotted_name(test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING", "t.TYPE_CHECKING")


# Statements whose body may hold imports (told apart by type: libcst's classes are ABCs).
_BLOCK_HOLDERS = frozenset(
    {cst.Try, cst.With, cst.ClassDef, cst.Else, cst.Finally, cst.ExceptHandler}
)


def _import_statements(body: object) -> Iterator[tuple[cst.Import | cst.ImportFrom, bool]]:
    """Imports at module level, including inside if/try/with blocks and class bodies, each
    with whether it sits under `if TYPE_CHECKING:` (so it never runs)."""
    stack: list[tuple[object, bool]] = [(body, False)]
    while stack:
        node, checking = stack.pop()
        if isinstance(node, (list, tuple)):  # builtins: a fast check, unlike libcst's ABCs
            stack.extend((child, checking) for child in reversed(node))
        elif type(node) is cst.SimpleStatementLine:
            for small in node.body:
                if type(small) is cst.Import or type(small) is cst.ImportFrom:
                    yield small, checking
        elif type(node) is cst.If:
            stack.append((node.body, checking or _is_type_checking(node.test)))
            if node.orelse is not None:
                stack.append((node.orelse, checking))
        elif type(node) in _BLOCK_HOLDERS:
            stack.append((cast(cst.Try, node).body, checking))  # each has a body
            for attr in ("orelse", "handlers", "finalbody"):
                child = getattr(node, attr, None)
                if child:
                    stack.append((child, checking))
        elif type(node) is cst.IndentedBlock or type(node) is cst.SimpleStatementSuite:
            stack.append((node.body, checking))
        elif type(node) is cst.TryStar:
            stack.extend(
                (n, checking) for n in (node.body, node.handlers, node.orelse, node.finalbody)
            )


def _function_imports(statement: cst.CSTNode) -> Iterator[cst.Import | cst.ImportFrom]:
    """Imports written inside the functions (and methods) a top-level statement defines, at
    any depth: a framework's accessor imported in the helper that calls it."""
    stack: list[cst.CSTNode] = [statement]
    while stack:
        node = stack.pop()
        kind = type(node)
        if kind is cst.FunctionDef or kind is cst.ClassDef:
            stack.extend(reversed(list(statements(node.body))))  # type: ignore[attr-defined]
        elif kind is cst.SimpleStatementLine or kind is cst.SimpleStatementSuite:
            for small in node.body:  # type: ignore[attr-defined]
                if type(small) is cst.Import or type(small) is cst.ImportFrom:
                    yield small
        elif kind in COMPOUND_STATEMENTS:  # a block at the top level: its definitions
            stack.extend(reversed(list(statements([node]))[1:]))


# An import indented under a `def` (or any block), and the module it names: function
# bodies are walked only when one of these names a profile's module.
_INDENTED_IMPORT = re.compile(
    r"^[ \t]+(?:from[ \t]+([\w.]+)[ \t]+import|import[ \t]+([\w.]+))", re.M
)


def _imports_a_profile_indented(text: str) -> bool:
    # Only the lines holding `import` can match: finding those first is much cheaper than
    # trying the pattern at every line start (an editor asks after every edit).
    at = text.find("import")
    while at != -1:
        line_start = text.rfind("\n", 0, at) + 1
        match = _INDENTED_IMPORT.match(text, line_start)
        if match is not None:
            module = match.group(1) or match.group(2)
            if module in PACKAGES or module in INDEX or _prefix_profile(module) is not None:
                return True
        line_end = text.find("\n", at)
        at = text.find("import", line_end) if line_end != -1 else -1
    return False


def collect_imports(
    module: cst.Module, reuse: Reuse | None = None, text: str | None = None
) -> ImportMap:
    """Every profile symbol the module binds; `reuse` (an editor's document) keeps each
    unchanged statement's imports instead of walking it again. Imports inside functions
    count too (where `text`, when given, shows an indented import), without replacing a
    binding of the module's own: one name per module, as a reader of it assumes."""
    imports = ImportMap()
    in_functions = text is None or _imports_a_profile_indented(text)
    inner: list[tuple[cst.Import | cst.ImportFrom, int]] = []
    for index, statement in enumerate(module.body):
        if reuse is None:
            found: Iterable[tuple[cst.Import | cst.ImportFrom, bool]] = _import_statements(
                statement
            )
        else:
            found = reuse.of_statement("imports", statement, lambda s: tuple(_import_statements(s)))
        for node, checking in found:
            imports.add(node, index, checking)
        if in_functions and type(statement) is not cst.SimpleStatementLine:
            held = (
                _function_imports(statement)
                if reuse is None
                else reuse.of_statement(
                    "function imports", statement, lambda s: tuple(_function_imports(s))
                )
            )
            inner += ((node, index) for node in held)
    for node, index in inner:
        imports.add_local(node, index)
    if imports.names or imports.modules:
        from .annotations import admits_none, unwrapped  # (it reads names with this module)

        for local, value in _module_aliases(module.body):
            base = unwrapped(value)  # `Ctx = Context | None` names Context too
            known = imports.resolve(base) if dotted_name(base) is not None else None
            if known is not None and local not in imports.names:
                imports.names[local] = known  # `Ctx = Context`: the same class under a new name
                if admits_none(value):
                    imports.optional_aliases.add(local)
    return imports


def _module_aliases(body: Sequence[cst.BaseStatement]) -> Iterator[tuple[str, cst.BaseExpression]]:
    """(name, value) of the module's statements binding one name to a value: `Ctx =
    Context`, `Ctx: TypeAlias = package.Context | None`, `type Ctx = Context`."""
    for statement in body:
        if type(statement) is not cst.SimpleStatementLine:
            continue
        for small in statement.body:
            if type(small) is cst.Assign and len(small.targets) == 1:
                target, value = small.targets[0].target, small.value
            elif type(small) is cst.AnnAssign and small.value is not None:
                target, value = small.target, small.value
            elif type(small) is cst.TypeAlias and small.type_parameters is None:
                target, value = small.name, small.value
            else:
                continue
            if type(target) is cst.Name:
                yield target.value, value
