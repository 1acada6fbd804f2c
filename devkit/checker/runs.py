"""Where a module runs an agent without the object its tools are handed (for DK201).

Each profile says how its agents are run and which keyword hands tools the caller's object
(`Profile.runs`: `agent.run_sync("q", deps=...)`, `Runner.run(agent, "q", context=...)`).
A run without it is not checked by the framework, and every tool of that agent then gets
None for that member. Names are resolved per function scope, since test modules bind
`agent` afresh in every test, and per binding within a scope: a script that builds one
agent after another under the same name runs each with its own keywords.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

import libcst as cst

from ..profiles import PROFILES, Profile, RunForm, ToolFormKind
from .imports import ImportMap, dotted_name
from .syntax import every_param
from .walk import children

_FUNCTIONS = (cst.FunctionDef, cst.Lambda)


@dataclass
class _Scope:
    parent: _Scope | None
    names: set[str] = field(default_factory=set)  # bound here (assigned, defined, parameters)
    defs: dict[str, cst.FunctionDef] = field(default_factory=dict)
    # the agents made under each name so far, in the order the walk reads them: the block
    # (statement list) each assignment is in
    bindings: dict[str, list[int]] = field(default_factory=dict)

    def live(self, name: str, here: int) -> frozenset[int]:
        """The agents `name` may hold at this point of the walk, in the block `here`: the
        latest, and each earlier one that no later assignment replaced for certain, in its
        own block or in this one (one in an `if` branch may not have run)."""
        made = self.bindings.get(name, [])
        return frozenset(
            version
            for version in range(1, len(made) + 1)
            if not any(later in (made[version - 1], here) for later in made[version:])
        ) or frozenset({0})

    def owner(self, name: str) -> _Scope:
        """The scope whose binding of `name` this scope sees (the module's by default)."""
        scope: _Scope | None = self
        while scope is not None:
            if name in scope.names or scope.parent is None:
                return scope
            scope = scope.parent
        raise AssertionError("unreachable: the module scope has no parent")


# An agent: (its scope, its name, which of the agents made under that name there it may
# be, or None when seen from a nested function, which may run after any of them).
_Agent = tuple[int, str, frozenset[int] | None]


def _same(a: _Agent, b: _Agent) -> bool:
    return a[:2] == b[:2] and (a[2] is None or b[2] is None or bool(a[2] & b[2]))


@dataclass
class _Found:
    agents: dict[_Agent, str] = field(default_factory=dict)  # made here -> profile
    tools: dict[_Agent, set[int]] = field(default_factory=dict)  # agent -> def nodes
    # runs without the keyword: (agent, the profile it must be an agent of, or None for a
    # runner's argument, why)
    runs: list[tuple[_Agent, str | None, str]] = field(default_factory=list)
    # the members each agent's maker sets for its tools (`create_agent(store=...)`)
    provided: dict[_Agent, frozenset[str]] = field(default_factory=dict)


@dataclass(frozen=True)
class Runs:
    """What the module's agents hand their tools, by tool (`FunctionDef` node, by identity)."""

    # the tools of an agent run without the caller's object, with the run that does
    missing: dict[int, str] = field(default_factory=dict)
    # the members every agent of the module listing the tool is made to set
    provided: dict[int, frozenset[str]] = field(default_factory=dict)


def agent_runs(module: cst.Module, imports: ImportMap) -> Runs:
    """How this module makes and runs the agents its tools belong to."""
    forms = [
        (profile, run)
        for profile in (PROFILES[name] for name in imports.profiles)
        for run in profile.runs
    ]
    if not forms:
        return Runs()
    found = _Found()
    _Walker(imports, forms, found).block(module.body, _Scope(None))
    missing: dict[int, str] = {}
    for run, profile, why in found.runs:  # the agents are all known only now
        for agent, nodes in found.tools.items():
            if not _same(run, agent):
                continue
            made = [p for a, p in found.agents.items() if _same(a, agent) and _same(a, run)]
            if profile is None or profile in made:
                for node in nodes:
                    missing.setdefault(node, why)
    provided: dict[int, frozenset[str]] = {}
    for agent, nodes in found.tools.items():
        members = found.provided.get(agent, frozenset())
        for node in nodes:  # what every agent listing the tool sets
            provided[node] = provided[node] & members if node in provided else members
    return Runs(missing, {node: set_ for node, set_ in provided.items() if set_})


class _Walker:
    def __init__(
        self, imports: ImportMap, forms: list[tuple[Profile, RunForm]], found: _Found
    ) -> None:
        self.imports = imports
        self.forms = forms
        self.found = found
        self.scopes: list[_Scope] = []
        self.statements = 0  # the statement list being walked (its id)
        self.makers = {  # what makes an agent: `Agent(...)`, `create_agent(...)`
            (profile.name, symbol)
            for profile, run in forms
            for symbol in (
                [run.made_by]
                if run.made_by
                else [f.symbol for f in profile.tool_forms if f.kind is ToolFormKind.INSTANCE]
            )
        }
        # Methods of an agent that register a function (`agent.tool`, `agent.tool_plain`).
        self.registering = {
            method
            for profile, _ in forms
            for f in profile.tool_forms
            if f.kind is ToolFormKind.INSTANCE
            for method, _ in f.methods
        }

    def block(self, nodes: Sequence[cst.CSTNode], scope: _Scope) -> None:
        self.scopes.append(scope)  # alive until the end: keys hold their ids
        for node in nodes:
            _bind_names(node, scope)
        outer, self.statements = self.statements, id(nodes)
        for node in nodes:
            self.visit(node, scope)
        self.statements = outer

    def visit(self, node: cst.CSTNode, scope: _Scope) -> None:
        if type(node) is cst.IndentedBlock:
            outer, self.statements = self.statements, id(node)
            for child in children(node):
                self.visit(child, scope)
            self.statements = outer
            return
        if type(node) is cst.FunctionDef:
            for decorator in node.decorators:
                self._decorator(decorator.decorator, node, scope)
                self.visit(decorator.decorator, scope)
            inner = _Scope(scope, {p.name.value for p in every_param(node.params)})
            self.block(node.body.body if type(node.body) is cst.IndentedBlock else [], inner)
            return
        if type(node) is cst.Lambda:
            inner = _Scope(scope, {p.name.value for p in every_param(node.params)})
            self.scopes.append(inner)
            self.visit(node.body, inner)
            return
        if type(node) is cst.Assign and type(node.value) is cst.Call:
            for target in node.targets:
                if type(target.target) is cst.Name:
                    self._agent_made(target.target.value, node.value, scope)
        if type(node) is cst.Call:
            self._registered(node, scope)
            self._run(node, scope)
        for child in children(node):
            self.visit(child, scope)

    def _key(self, name: str, scope: _Scope) -> _Agent:
        """The agent `name` holds here: the latest made under it in this scope, or any of
        them from a nested function."""
        owner = scope.owner(name)
        return id(owner), name, owner.live(name, self.statements) if owner is scope else None

    def _decorator(self, expr: cst.BaseExpression, fn: cst.FunctionDef, scope: _Scope) -> None:
        """`@agent.tool` / `@agent.tool(...)`: `fn` is one of the agent's tools."""
        expr = expr.func if type(expr) is cst.Call else expr
        if type(expr) is cst.Attribute and type(expr.value) is cst.Name:
            key = self._key(expr.value.value, scope)
            self.found.tools.setdefault(key, set()).add(id(fn))

    def _registered(self, call: cst.Call, scope: _Scope) -> None:
        """`agent.tool(fn)`: the decorator applied by a call (`fn` one of the agent's tools)."""
        func = call.func
        if (
            type(func) is not cst.Attribute
            or type(func.value) is not cst.Name
            or func.attr.value not in self.registering
            or len(call.args) != 1
            or call.args[0].keyword is not None
            or type(call.args[0].value) is not cst.Name
        ):
            return
        name = call.args[0].value.value
        owner = scope.owner(name)
        if name in owner.defs:
            key = self._key(func.value.value, scope)
            self.found.tools.setdefault(key, set()).add(id(owner.defs[name]))

    def _agent_made(self, name: str, call: cst.Call, scope: _Scope) -> None:
        """`agent = Agent(..., tools=[f, Tool(g)])`: the agent and the tools it lists."""
        if scope.owner(name) is scope:  # a new agent from here on
            scope.bindings.setdefault(name, []).append(self.statements)
            key: _Agent = id(scope), name, frozenset({len(scope.bindings[name])})
        else:
            key = self._key(name, scope)
        symbol = self.imports.resolve(call.func)
        if symbol is not None and (symbol[0].name, symbol[1]) in self.makers:
            self.found.agents[key] = symbol[0].name
            given = {a.keyword.value for a in call.args if a.keyword is not None}
            members = frozenset(
                member for word, member in symbol[0].maker_keywords if word in given
            )
            if members:
                self.found.provided[key] = members
        listed = next(
            (a.value for a in call.args if a.keyword is not None and a.keyword.value == "tools"),
            None,
        )
        for tool in _listed_names(listed):
            owner = scope.owner(tool)
            if tool in owner.defs:
                self.found.tools.setdefault(key, set()).add(id(owner.defs[tool]))

    def _run(self, call: cst.Call, scope: _Scope) -> None:
        func = call.func
        if type(func) is not cst.Attribute or any(a.star == "**" for a in call.args):
            return  # `**options` may hold the keyword
        keywords = {a.keyword.value for a in call.args if a.keyword is not None}
        receiver = dotted_name(func.value)
        for profile, run in self.forms:
            if func.attr.value not in run.methods or run.keyword in keywords:
                continue
            if run.runner is not None:  # Runner.run(agent, ...)
                symbol = self.imports.resolve(func.value)
                if symbol is None or (symbol[0].name, symbol[1]) != (profile.name, run.runner):
                    continue
                given = [a for a in call.args if a.keyword is None]
                given += [
                    a for a in call.args if a.keyword and a.keyword.value == run.agent_keyword
                ]
                agent = given[0].value if given else None
            else:  # agent.run_sync(...), of an agent this module made
                agent = func.value
            if type(agent) is not cst.Name:
                continue
            self.found.runs.append(
                (
                    self._key(agent.value, scope),
                    profile.name if run.runner is None else None,
                    f"`{receiver}.{func.attr.value}(...)` in this module passes no "
                    f"`{run.keyword}=`, and the framework then hands the tool None",
                )
            )


def _bind_names(node: cst.CSTNode, scope: _Scope) -> None:
    """The names a statement binds in its scope (not inside nested functions)."""
    if type(node) is cst.FunctionDef:
        scope.names.add(node.name.value)
        scope.defs[node.name.value] = node
        return
    if type(node) is cst.ClassDef:
        scope.names.add(node.name.value)
        return
    for target in _targets(node):
        scope.names.add(target)


def _targets(node: cst.CSTNode) -> Iterator[str]:
    stack: list[cst.CSTNode] = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, (*_FUNCTIONS, cst.ClassDef)) and current is not node:
            continue
        if (type(current) is cst.AssignTarget and type(current.target) is cst.Name) or (
            isinstance(current, (cst.AnnAssign, cst.AugAssign, cst.For))
            and type(current.target) is cst.Name
        ):
            yield current.target.value
        elif type(current) is cst.AsName and type(current.name) is cst.Name:
            yield current.name.value
        stack.extend(children(current))


def _listed_names(value: cst.BaseExpression | None) -> Iterator[str]:
    """The function names in `[f, Tool(g), function_tool(h)]`."""
    for element in value.elements if isinstance(value, (cst.List, cst.Tuple)) else ():
        inner = element.value
        if type(inner) is cst.Call and inner.args:
            inner = inner.args[0].value
        if type(inner) is cst.Name:
            yield inner.value
