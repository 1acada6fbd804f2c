"""Which local names refer to which SDK symbols, through every import spelling."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

import libcst as cst

from ..profiles import PROFILES, Profile


def dotted_name(node: cst.BaseExpression) -> str | None:
    """`a.b.c` for a Name/Attribute chain, else None."""
    parts: list[str] = []
    while isinstance(node, cst.Attribute):
        parts.append(node.attr.value)
        node = node.value
    if not isinstance(node, cst.Name):
        return None
    parts.append(node.value)
    return ".".join(reversed(parts))


def _module_name(node: cst.BaseExpression | None) -> str | None:
    return dotted_name(node) if node is not None else None


def _profile_of_module(module: str) -> Profile | None:
    for profile in PROFILES.values():
        if module == profile.module or module.startswith(profile.module + "."):
            return profile
    return None


def sdk_symbols(profile: Profile) -> set[str]:
    """The SDK names of a profile the checker cares about, as `import *` binds them."""
    names = {profile.context_type, *profile.emit_functions}
    names |= {form.symbol for form in profile.tool_forms}
    names |= {d.decorator for d in profile.declarations if d.decorator}
    names |= {d.item_constructor for d in profile.declarations if d.item_constructor}
    if profile.session_key_function:
        names.add(profile.session_key_function)
    return names


@dataclass
class ImportMap:
    """Local bindings of the devkit SDK in one module."""

    names: dict[str, tuple[Profile, str]] = field(default_factory=dict)
    modules: dict[str, Profile] = field(default_factory=dict)
    # `from devkit.agent import ...` statements, per profile: where a fix may add a name.
    from_imports: dict[str, tuple[cst.ImportFrom, int]] = field(
        default_factory=dict
    )  # with its statement

    @property
    def profiles(self) -> set[str]:
        return {p.name for p, _ in self.names.values()} | {p.name for p in self.modules.values()}

    def resolve(self, node: cst.BaseExpression) -> tuple[Profile, str] | None:
        """The (profile, SDK symbol) an expression names, if any."""
        if isinstance(node, cst.SimpleString):
            text = node.evaluated_value
            if not isinstance(text, str):
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
        module, _, symbol = name.rpartition(".")
        if module in self.modules:
            return self.modules[module], symbol
        return None

    def local_name_for(self, profile: Profile, symbol: str) -> str | None:
        """How this module can spell `symbol` of `profile` without a new import."""
        for local, (p, s) in self.names.items():
            if p is profile and s == symbol:
                return local
        for local, p in self.modules.items():
            if p is profile:
                return f"{local}.{symbol}"
        return None

    def add(self, node: cst.Import | cst.ImportFrom, statement: int = 0) -> None:
        if isinstance(node, cst.Import):
            self._add_import(node)
        else:
            self._add_import_from(node, statement)

    def _add_import(self, node: cst.Import) -> None:
        for alias in node.names:
            module = _module_name(alias.name)
            if module is None or not (module == "devkit" or module.startswith("devkit.")):
                continue
            if alias.asname is not None:
                local = _module_name(alias.asname.name)  # type: ignore[arg-type]
                profile = _profile_of_module(module)
                if local and profile:
                    self.modules[local] = profile
                elif local and module == "devkit":
                    self._add_package_root(local)
            else:
                # `import devkit.agent` binds `devkit`; attribute access reaches every profile.
                self._add_package_root("devkit")
                profile = _profile_of_module(module)
                if profile:
                    self.modules[module] = profile

    def _add_package_root(self, local: str) -> None:
        for profile in PROFILES.values():
            self.modules[f"{local}.{profile.name}"] = profile

    def _add_import_from(self, node: cst.ImportFrom, statement: int) -> None:
        if node.relative:
            return
        module = _module_name(node.module)
        if module is None:
            return
        profile = _profile_of_module(module)
        if isinstance(node.names, cst.ImportStar):
            if profile is not None:
                for symbol in sdk_symbols(profile):
                    self.names.setdefault(symbol, (profile, symbol))
            return
        for alias in node.names:
            imported = alias.name.value if isinstance(alias.name, cst.Name) else None
            if imported is None:
                continue
            local = (
                alias.asname.name.value
                if alias.asname and isinstance(alias.asname.name, cst.Name)
                else imported
            )
            if profile is not None:
                self.names[local] = (profile, imported)
                if module == profile.module:
                    self.from_imports.setdefault(profile.name, (node, statement))
            elif module == "devkit" and imported in PROFILES:
                self.modules[local] = PROFILES[imported]


def _import_statements(body: object) -> Iterator[cst.Import | cst.ImportFrom]:
    """Imports at module level, including inside if/try/with blocks and class bodies."""
    stack = [body] if not isinstance(body, (list, tuple)) else list(reversed(body))
    while stack:
        node = stack.pop()
        if isinstance(node, (list, tuple)):
            stack.extend(reversed(node))
        elif isinstance(node, cst.SimpleStatementLine):
            for small in node.body:
                if isinstance(small, (cst.Import, cst.ImportFrom)):
                    yield small
        elif isinstance(
            node,
            (cst.If, cst.Try, cst.With, cst.ClassDef, cst.Else, cst.Finally, cst.ExceptHandler),
        ):
            stack.append(node.body)
            for attr in ("orelse", "handlers", "finalbody"):
                child = getattr(node, attr, None)
                if child:
                    stack.append(child)
        elif isinstance(node, (cst.IndentedBlock, cst.SimpleStatementSuite)):
            stack.append(node.body)
        elif isinstance(node, cst.TryStar):
            stack.extend([node.body, node.handlers, node.orelse, node.finalbody])


def collect_imports(module: cst.Module) -> ImportMap:
    imports = ImportMap()
    for index, statement in enumerate(module.body):
        for node in _import_statements(statement):
            imports.add(node, index)
    return imports
