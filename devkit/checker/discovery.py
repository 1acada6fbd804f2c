"""Finding tools, their declarations, and every function that receives a context.

Discovery only looks at module-level statements and class bodies; function bodies are
left to the flow analysis, which walks each context function once.
"""

from __future__ import annotations

import dataclasses
import functools
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import NamedTuple, cast

import libcst as cst

from ..profiles import (
    PROFILES,
    DeclarationKind,
    Profile,
    Role,
    SymbolRole,
    ToolForm,
    ToolFormKind,
)
from . import syntax
from .annotations import WRAPPERS, admits_none, is_none_node, string_annotation, unwrapped
from .imports import ImportMap, dotted_name
from .literals import code_lines, string_value
from .prescan import UNANNOTATED_CONTEXT_NAMES
from .reuse import Reuse, shallow_copy
from .runs import Runs, agent_runs
from .walk import children, every_node, statements

FunctionNode = cst.FunctionDef | cst.Lambda


@dataclass
class DeclarationValue:
    """What a tool declared for one declaration; `readable` False means DK003."""

    present: bool
    items: tuple[str, ...] = ()  # for LIST declarations of string literals (wants)
    readable: bool = True
    node: cst.CSTNode | None = None  # where it is written
    item_nodes: tuple[cst.CSTNode, ...] = ()


@dataclass(eq=False)
class FunctionInfo:
    """A function (or lambda) whose body is analysed because it receives a context."""

    node: FunctionNode
    profile: Profile
    ctx_params: set[str]
    statement: int  # index of the top-level statement holding it (for positions)
    class_name: str | None = None
    name: str = "<lambda>"
    # False for a tool that takes no context and reads none through the framework's module
    # functions: listed by `devkit tools`, never analysed.
    analysed: bool = True
    # Attributes of `self` holding the context (`self.ctx = ctx` in a method of the class),
    # and whether they may hold None there (`self.ctx = None` too, or `ctx: Ctx | None`).
    ctx_attrs: frozenset[str] = frozenset()
    ctx_attrs_optional: bool = False
    # A caller passes the context or None (`helper(ctx if ok else None)`), untested; set by
    # the module model, which sees the calls.
    ctx_maybe_none: bool = False
    # Attributes of `self` a method of the class stores a member in (`self.ident =
    # ctx.identity`), with that member and whether a method stores None there too: read
    # elsewhere, they may be None where the member may (or always, then).
    member_attrs: tuple[tuple[str, str, bool], ...] = ()
    # Parameters callers hand a member of the context (`show(ctx.identity)`), with its path
    # (empty where callers hand different members: then none is assumed); set by the model.
    member_params: tuple[tuple[str, str], ...] = ()

    @property
    def params(self) -> list[cst.Param]:
        p = self.node.params
        return [*p.posonly_params, *p.params, *p.kwonly_params]


@dataclass(eq=False)
class ToolInfo:
    name: str
    profile: Profile
    form: ToolForm
    entry: FunctionInfo
    report_node: cst.CSTNode  # where tool-level findings point
    declarations: dict[str, DeclarationValue] = field(default_factory=dict)
    args_model: str | None = None  # class name of the args model, when written as a name
    statement: int = -1  # top-level statement holding `report_node` (-1: the entry's)
    kind: str = "tool"  # what the framework registers it as: tool, resource, prompt
    # Found by its context annotation alone, not registered: other functions may call it
    # as a helper, and what they establish holds there (explicit tools start from nothing).
    implicit: bool = False

    def __post_init__(self) -> None:
        if self.statement < 0:
            self.statement = self.entry.statement

    def declares(self, name: str) -> bool | None:
        """True/False when the declaration is readable, None when it is not (DK003)."""
        value = self.declarations.get(name)
        if value is None:
            return False
        return value.present if value.readable else None


@dataclass
class ModuleIndex:
    """Definitions a context may be passed to, for interprocedural analysis."""

    functions: dict[str, tuple[cst.FunctionDef, int]] = field(default_factory=dict)
    methods: dict[tuple[str, str], tuple[cst.FunctionDef, int]] = field(default_factory=dict)
    classes: dict[str, cst.ClassDef] = field(default_factory=dict)
    # Module-level `TOOLS = [f, g]`: a LISTED form may name the list instead of writing it.
    lists: dict[str, cst.List | cst.Tuple] = field(default_factory=dict)
    # Module-level `svc = Service(...)`: the name -> the class called (`svc.m()` is `Service.m`).
    instances: dict[str, str] = field(default_factory=dict)
    # Module-level `g = f`: the name -> the name it is bound to (a function, resolved by `run`).
    names: dict[str, str] = field(default_factory=dict)

    def method(self, owner: str, name: str, depth: int = 0) -> tuple[cst.FunctionDef, int] | None:
        """The method `owner.name` calls: `owner` a class of this module, an instance of one
        (`svc`, or `Service()` for one made where it is called); inherited from a base class
        of this module when the class does not define it."""
        cls = self.class_of(owner)
        found = self.methods.get((cls, name))
        if found is not None or cls not in self.classes or depth > 8:  # 8: a cycle ends
            return found
        for base in self.classes[cls].bases:
            base_name = dotted_name(base.value) if base.keyword is None else None
            if base_name and (found := self.method(base_name, name, depth + 1)) is not None:
                return found
        return None

    def class_of(self, owner: str) -> str:
        """The class an owner of a method call names (`svc` -> `Service`, `Service()` ->
        `Service`)."""
        owner = owner.removesuffix("()")
        return self.instances.get(owner, owner)


@dataclass(frozen=True)
class NotInjected:
    """A parameter meant as the context that the framework will not inject (DK004)."""

    tool: ToolInfo
    param: cst.Param
    why: str  # what the framework does instead


@dataclass(frozen=True)
class DirectCall:
    """A tool called directly (`tool.invoke({...})`), outside the runner that injects its
    context, without giving the context itself (DK004)."""

    tool: ToolInfo
    call: cst.Call
    statement: int


class SharedEdit(Exception):
    """A kept tool or function info, handed out as is, was about to be edited: the check
    starts again with copies (see `_Discoverer._replay`)."""


@dataclass(frozen=True)
class _Contribution:
    """What discovering one top-level statement added, kept for reuse while the statement
    and what it read stay the same. Later statements and the module model may edit tools
    and function infos in place: the kept ones are handed out as they are only while
    nothing edits them (`_Discoverer._editing`), and copied for statements whose infos
    were edited before."""

    tools: tuple[ToolInfo, ...]
    functions: tuple[FunctionInfo, ...]
    unreadable: tuple[tuple[ToolInfo, str, cst.CSTNode], ...]
    not_injected: tuple[NotInjected, ...]
    implicit: frozenset[int]
    instances: tuple[tuple[str, tuple[Profile, ToolForm]], ...]  # as the statement left them

    def copy(self) -> _Contribution:
        if not (self.tools or self.functions or self.unreadable or self.not_injected):
            return self  # nothing in it can be edited
        functions: dict[int, FunctionInfo] = {}

        def function(f: FunctionInfo) -> FunctionInfo:
            if id(f) not in functions:
                functions[id(f)] = shallow_copy(f, ctx_params=set(f.ctx_params))
            return functions[id(f)]

        tools: dict[int, ToolInfo] = {}

        def tool(t: ToolInfo) -> ToolInfo:
            if id(t) not in tools:
                tools[id(t)] = shallow_copy(
                    t, entry=function(t.entry), declarations=dict(t.declarations)
                )
            return tools[id(t)]

        return _Contribution(
            tuple(map(tool, self.tools)),
            tuple(map(function, self.functions)),
            tuple((tool(t), name, node) for t, name, node in self.unreadable),
            tuple(dataclasses.replace(n, tool=tool(n.tool)) for n in self.not_injected),
            self.implicit,
            self.instances,
        )


class Returner(NamedTuple):
    """A module function whose call gets the context (`def current() -> Context`)."""

    profile: Profile
    is_async: bool
    or_none: bool  # annotated `-> Context | None`: the caller must test what it got


@dataclass
class Discovery:
    tools: list[ToolInfo]
    functions: list[FunctionInfo]  # every context function found syntactically
    index: ModuleIndex
    unreadable: list[tuple[ToolInfo, str, cst.CSTNode]]  # DK003 reports
    not_injected: list[NotInjected] = field(default_factory=list)
    direct_calls: list[DirectCall] = field(default_factory=list)
    # How the module makes and runs its agents, by tool: runs leaving the caller's object
    # out (no `deps=`), members an agent is made to set (`store=`), for DK201.
    runs: Runs = field(default_factory=Runs)
    # Ids of the tools and infos kept from the last check and handed out as they are: the
    # module model must not edit these (SharedEdit).
    shared: set[int] = field(default_factory=set)
    # Module functions handing back the context (`def current() -> Context: return
    # get_context()`), by name.
    returners: dict[str, Returner] = field(default_factory=dict)


def _annotation_symbol(
    annotation: cst.Annotation | None, imports: ImportMap
) -> tuple[Profile, str] | None:
    if annotation is None:
        return None
    node = annotation.annotation
    # Unwrap `X | None`, `Optional[X]`, `Annotated[X, ...]`.
    if type(node) is cst.BinaryOperation and type(node.operator) is cst.BitOr:
        return _annotation_symbol(cst.Annotation(node.left), imports) or _annotation_symbol(
            cst.Annotation(node.right), imports
        )
    if type(node) is cst.Subscript and node.slice:
        generic = imports.resolve(node.value)
        if generic is not None:
            return generic  # `RunContext[Deps]`: a generic context, not a wrapper of Deps
        first = node.slice[0].slice
        if type(first) is cst.Index and dotted_name(node.value) in WRAPPERS:
            return _annotation_symbol(cst.Annotation(first.value), imports)
        if type(first) is cst.Index:  # Union[X, None], Optional[X] spelled otherwise
            for element in node.slice:
                if type(element.slice) is cst.Index:
                    found = _annotation_symbol(cst.Annotation(element.slice.value), imports)
                    if found is not None:
                        return found
        return None
    written = string_annotation(node)  # `"Ctx | None"`, `"Ctx[Session, None]"`
    if written is not None:
        return _annotation_symbol(cst.Annotation(written), imports)
    return imports.resolve(node)


def context_type_of(
    annotation: cst.Annotation | None,
    imports: ImportMap,
    subclasses: dict[str, Profile] | None = None,
) -> Profile | None:
    if annotation is not None and subclasses:
        name = dotted_name(unwrapped(annotation.annotation))
        if name in subclasses:
            return subclasses[
                name
            ]  # a subclass of the context: the framework injects the base class
    found = _annotation_symbol(annotation, imports)
    if found and found[1] in found[0].context_types:
        return found[0]
    return None


def _generic_argument(annotation: cst.Annotation | None) -> cst.BaseExpression | None:
    """The `T` of a parameter annotated `Ctx[T]`."""
    node = unwrapped(annotation.annotation) if annotation is not None else None
    if type(node) is not cst.Subscript or not node.slice:
        return None
    first = node.slice[0].slice
    return first.value if type(first) is cst.Index else None


def _generic_class(annotation: cst.Annotation | None) -> str | None:
    """The class name `Ctx[T]` is parameterised with (`T`, `T | None`, `Optional[T]`)."""
    return _class_named(_generic_argument(annotation))


def _class_named(argument: cst.BaseExpression | None) -> str | None:
    """The class a type names: `T`, `T | None`, `Optional[T]`, or one of these as a string."""
    if type(argument) is cst.SimpleString:
        argument = string_annotation(argument)
    if type(argument) is cst.BinaryOperation and type(argument.operator) is cst.BitOr:
        sides = [s for s in (argument.left, argument.right) if not is_none_node(s)]
        argument = sides[0] if len(sides) == 1 else None
    elif type(argument) is cst.Subscript and dotted_name(argument.value) in (
        "Optional",
        "typing.Optional",
    ):
        inner = argument.slice[0].slice
        argument = inner.value if type(inner) is cst.Index else None
    return argument.value if type(argument) is cst.Name else None


def _generic_admits_none(annotation: cst.Annotation | None) -> bool:
    """Whether `Ctx[T]`'s T admits None (`T | None`, `Optional[T]`, `None`)."""
    argument = _generic_argument(annotation)
    return argument is not None and admits_none(argument)


_CONTEXT_NAMES = ("ctx", "context")
CONTEXT_PARAMETER_NAMES = frozenset(UNANNOTATED_CONTEXT_NAMES)


def _all_params(node: FunctionNode) -> list[cst.Param]:
    p = node.params
    return [*p.posonly_params, *p.params, *p.kwonly_params]


def is_static(node: cst.FunctionDef) -> bool:
    return _decorated_with(node, "staticmethod")


def is_class_method(node: cst.FunctionDef) -> bool:
    """`@classmethod`: `cls` is bound whether it is called on the class or an instance."""
    return _decorated_with(node, "classmethod")


def _decorated_with(node: cst.FunctionDef, decorator: str) -> bool:
    return any(dotted_name(d.decorator) == decorator for d in node.decorators)


def _is_method(node: cst.FunctionDef, class_name: str | None) -> bool:
    return class_name is not None and not is_static(node)


def _context_param(
    node: FunctionNode,
    profile: Profile,
    index: int | None,
    imports: ImportMap,
    skip_self: bool,
    names: tuple[str, ...] = (),
) -> str | None:
    params = _all_params(node)
    for p in params:
        found = context_type_of(p.annotation, imports)
        if found is not None and found.name == profile.name:
            return p.name.value
    for p in params:
        if p.name.value in names:
            return p.name.value  # recognised by its name (ADK's `tool_context`)
    if index is None:
        return None
    positional = [*node.params.posonly_params, *node.params.params]
    if skip_self:
        positional = positional[1:]
    if len(positional) > index:
        return positional[index].name.value
    return None


def _keyword(call: cst.Call, name: str) -> cst.Arg | None:
    return next((a for a in call.args if a.keyword is not None and a.keyword.value == name), None)


def _read_list(value: cst.BaseExpression, want_strings: bool) -> DeclarationValue:
    if not isinstance(value, (cst.List, cst.Tuple)) or any(
        type(e) is cst.StarredElement for e in value.elements
    ):
        return DeclarationValue(present=True, readable=False, node=value)
    items: list[str] = []
    for element in value.elements:
        text = string_value(element.value)
        if want_strings and text is None:
            return DeclarationValue(present=True, readable=False, node=value)
        if text is None and type(element.value) is cst.Call and element.value.args:
            text = string_value(element.value.args[0].value)  # Need("github") -> "github"
        items.append(text or "")
    return DeclarationValue(
        present=bool(value.elements),
        items=tuple(items),
        node=value,
        item_nodes=tuple(e.value for e in value.elements),
    )


def _read_flag(value: cst.BaseExpression) -> DeclarationValue:
    if type(value) is cst.Name and value.value in ("True", "False"):
        return DeclarationValue(present=value.value == "True", node=value)
    return DeclarationValue(present=True, readable=False, node=value)


def _same_version(profile: Profile) -> Profile:
    return profile


def _release(profile: Profile) -> str:
    if profile.release is not None:
        return ".".join(map(str, profile.release))
    return f"{profile.version}.x" if profile.version is not None else "(newest)"


class _Discoverer:
    def __init__(
        self,
        module: cst.Module,
        imports: ImportMap,
        view: Callable[[Profile], Profile] = _same_version,
        memo: Reuse | None = None,
        share: bool = True,
    ) -> None:
        self.module = module
        self.imports = imports
        self.memo = memo  # an editor's contributions of unchanged statements (see reuse.py)
        # Whether kept contributions may be handed out without copies, and the ids of the
        # tools and infos handed out so (any edit of one raises SharedEdit).
        self.share = share
        self.shared: set[int] = set()
        # The top-level statement being discovered, and whether its discovery has used
        # anything defined by another statement (then it is not reused: that may change).
        self._current = -1
        self._foreign = False
        # Statements whose definitions another statement registered (`mcp.add_tool(f)`):
        # what they find themselves then depends on that registration, so they are redone.
        self._claimed: set[int] = set()
        self.view = view  # the profile as of the framework version this file is checked against
        # Local names bound to a server instance (`mcp = FastMCP(...)`), and local subclasses
        # of a context class.
        self.instances: dict[str, tuple[Profile, ToolForm]] = {}
        self.subclasses: dict[str, Profile] = {}
        self.not_injected: list[NotInjected] = []
        self._implicit: set[int] = set()  # tools found by their context annotation alone
        # Tools taking no context are analysed only where the module can reach one anyway.
        self._reads_members = imports.profile_modules or any(
            p.role_of(symbol) is not None for p, symbol in imports.names.values()
        )
        self.returners: dict[str, Returner] = {}
        self.index = ModuleIndex()
        self.tools: list[ToolInfo] = []
        self.functions: list[FunctionInfo] = []
        self.unreadable: list[tuple[ToolInfo, str, cst.CSTNode]] = []
        self._seen: dict[int, FunctionInfo] = {}
        self._optional: dict[str, tuple[str, ...]] = {}  # see `_optional_fields`
        # Only modules that can spell a factory (create_tool), or apply a decorator by a call
        # (`tool(name="t")(impl)`), need their statements scanned for calls.
        self._factories = {
            (p.name, f.symbol)
            for p in (PROFILES[name] for name in imports.profiles)
            for f in p.tool_forms
            if f.kind is not ToolFormKind.BASE_CLASS
        }

    def run(self) -> Discovery:
        for i, stmt in enumerate(self.module.body):
            if self.memo is None:
                self._index_statement(stmt, i, None)
            else:
                part = self.memo.of_statement(
                    ("index", i), stmt, functools.partial(self._indexed, i=i)
                )
                self.index.functions.update(part.functions)
                self.index.methods.update(part.methods)
                self.index.classes.update(part.classes)
                self.index.lists.update(part.lists)
                self.index.instances.update(part.instances)
                self.index.names.update(part.names)
        if self.index.names:
            self._resolve_function_aliases()
        if self._factories:
            self._find_subclasses()
            for stmt in self.module.body:
                self._find_instances(stmt)
        self.returners = self._instance_accessors()  # `server.get_context`
        self._reads_members = self._reads_members or bool(self.returners)
        if self._reads_members and self.index.functions:
            self.returners = self._context_returners(self.returners)
        environment = (
            self.memo.token("discovery", self._environment()) if self.memo is not None else None
        )
        for i, stmt in enumerate(self.module.body):
            self._discover_top(stmt, i, environment)
        if self.index.classes and self.functions:
            self._discover_context_wrappers()
        return Discovery(
            self.tools,
            self.functions,
            self.index,
            self.unreadable,
            self.not_injected,
            self._direct_calls(),
            agent_runs(self.module, self.imports) if self.tools else Runs(),
            self.shared,
            self.returners,
        )

    # -- reuse of unchanged statements (an editor's document) ------------------------------

    def _environment(self) -> tuple[object, ...]:
        """Everything module-wide a statement's discovery reads besides the statement itself:
        the imports, the versions the profiles are viewed at, which names are defined where,
        the local context subclasses."""
        imports = self.imports
        index = self.index
        return (
            tuple(sorted((k, p.name, sym) for k, (p, sym) in imports.names.items())),
            tuple(sorted(imports.modules.items())),
            tuple(sorted(imports.type_checking_only)),
            imports.future_annotations,
            tuple(sorted((n, id(self.view(PROFILES[n]))) for n in imports.profiles)),
            tuple(sorted((n, s) for n, (_, s) in index.functions.items())),
            tuple(sorted((k, s) for k, (_, s) in index.methods.items())),
            tuple(sorted(index.classes)),
            tuple(sorted(index.lists)),
            tuple(sorted((n, p.name) for n, p in self.subclasses.items())),
            tuple(
                sorted(
                    (n, r.profile.name, r.is_async, r.or_none) for n, r in self.returners.items()
                )
            ),
            # what `RunContext[Deps]` makes of `ctx.deps.x` (only frameworks with such members)
            tuple((n, self._optional_fields(n)) for n in sorted(index.classes))
            if any(PROFILES[n].fields_with(Role.CALLER_SUPPLIED) for n in imports.profiles)
            else (),
        )

    def _instances_key(self) -> tuple[object, ...]:
        return tuple(sorted((n, id(p), id(f)) for n, (p, f) in self.instances.items()))

    def _discover_top(self, stmt: cst.CSTNode, i: int, environment: object) -> None:
        """Discover one top-level statement, or replay what it contributed last time when
        neither it nor what it read has changed."""
        key = (i, environment, self._instances_key())
        memo = self.memo if i not in self._claimed else None
        if memo is not None:
            known = memo.discovered(stmt, key)
            if known is not None:
                self._replay(known, self.share and not memo.edited_before(stmt))
                return
        self._current, self._foreign = i, False
        first_tool, first_function = len(self.tools), len(self.functions)
        unreadable, not_injected = len(self.unreadable), len(self.not_injected)
        implicit = set(self._implicit)
        self._discover_statement(stmt, i, None)
        if memo is not None and not self._foreign:
            made = _Contribution(
                tuple(self.tools[first_tool:]),
                tuple(self.functions[first_function:]),
                tuple(self.unreadable[unreadable:]),
                tuple(self.not_injected[not_injected:]),
                frozenset(self._implicit - implicit),
                tuple(self.instances.items()),
            )
            memo.keep_discovered(stmt, key, made.copy())  # later statements may edit these
        self._current = -1

    def _replay(self, known: _Contribution, share: bool) -> None:
        """Add what the statement contributed last time: the kept objects themselves when
        `share` (nothing edited them last time), else copies."""
        if share:
            made = known
            self.shared.update(id(t) for t in known.tools)
            self.shared.update(id(f) for f in known.functions)
        else:
            made = known.copy()
        self.tools.extend(made.tools)
        self.functions.extend(made.functions)
        self._seen.update((id(f.node), f) for f in made.functions)
        self.unreadable.extend(made.unreadable)
        self.not_injected.extend(made.not_injected)
        self._implicit |= made.implicit
        self.instances = dict(made.instances)

    def _uses_statement(self, statement: int) -> None:
        """The current statement's discovery used a definition from `statement`."""
        if statement != self._current:
            self._foreign = True
            self._claimed.add(statement)
            if self.memo is not None and 0 <= statement < len(self.module.body):
                self.memo.mark_edited(self.module.body[statement])

    def _editing(self, item: ToolInfo | FunctionInfo) -> None:
        """`item` is about to be edited: not allowed for a kept one handed out as is."""
        if id(item) in self.shared:
            raise SharedEdit

    def _direct_calls(self) -> list[DirectCall]:
        """`tool.invoke({...})` anywhere in the module, for tools whose form names such calls
        and whose context the call does not pass."""
        callable_tools = {
            t.entry.node.name.value: t
            for t in self.tools
            if t.form.direct_calls and type(t.entry.node) is cst.FunctionDef and t.entry.ctx_params
        }
        if not callable_tools:
            return []
        found = []
        for i, stmt in enumerate(self.module.body):
            for call in _calls_in(stmt, into_functions=True):
                func = call.func
                if not (type(func) is cst.Attribute and type(func.value) is cst.Name):
                    continue
                tool = callable_tools.get(func.value.value)
                if tool is None or func.attr.value not in tool.form.direct_calls:
                    continue
                first = call.args[0].value if call.args else None
                if type(first) is cst.Dict and not any(
                    type(e) is cst.DictElement and string_value(e.key) in tool.entry.ctx_params
                    for e in first.elements
                ):
                    found.append(DirectCall(tool, call, i))
        return found

    # -- server instances and context subclasses -----------------------------------------

    def _find_subclasses(self) -> None:
        for name, node in self.index.classes.items():
            for base in node.bases:
                found = self.imports.resolve(base.value)
                if found is not None and found[1] in found[0].context_types:
                    self.subclasses[name] = found[0]

    def _server_class(self, expr: cst.BaseExpression) -> tuple[Profile, ToolForm] | None:
        found = self.imports.resolve(expr)
        if found is None:
            return None
        form = found[0].form(ToolFormKind.INSTANCE, found[1])
        return (found[0], form) if form is not None else None

    def _find_instances(self, stmt: cst.CSTNode) -> None:
        """`mcp = FastMCP(...)` (also annotated, and inside if/try/with blocks)."""
        if type(stmt) is cst.SimpleStatementLine:
            for small in stmt.body:
                targets: list[cst.BaseExpression] = []
                value = None
                if type(small) is cst.Assign:
                    targets = [t.target for t in small.targets]
                    value = small.value
                elif type(small) is cst.AnnAssign:
                    targets, value = [small.target], small.value
                    server = self._server_class(small.annotation.annotation)
                    name = dotted_name(small.target)
                    if server is not None and name is not None:
                        self.instances[name] = server
                if type(value) is cst.Call:
                    server = self._server_class(value.func)
                    for target in targets:
                        name = dotted_name(target)
                        if server is not None and name is not None:
                            self.instances[name] = server
        elif type(stmt) in HOLDS_DEFINITIONS:
            for inner in _compound_children(stmt):
                self._find_instances(inner)

    def _instance_method(self, expr: cst.BaseExpression) -> tuple[Profile, ToolForm, str] | None:
        """(profile, form, what it registers) for `mcp.tool`, `mcp.resource`, ..."""
        if type(expr) is not cst.Attribute:
            return None
        owner = dotted_name(expr.value)
        found = self.instances.get(owner) if owner is not None else None
        if found is None:
            return None
        profile, form = found
        kind = dict(form.methods).get(expr.attr.value)
        return (profile, form, kind) if kind is not None else None

    def _register(
        self,
        node: cst.FunctionDef,
        found: tuple[Profile, ToolForm, str],
        call: cst.Call | None,
        i: int,
        class_name: str | None,
        report_node: cst.CSTNode,
        implicit: bool = False,
    ) -> None:
        """A function registered on a server instance: a tool, resource or prompt (`implicit`:
        found by its context annotation alone)."""
        base, form, kind = found
        profile = self.view(base)
        known = next((t for t in self.tools if t.entry.node is node), None)
        if known is not None:
            if id(node) in self._implicit:  # now registered explicitly: say as what
                self._editing(known)
                if known.kind != kind:  # a callback, not the tool its annotation suggested
                    self.not_injected = [n for n in self.not_injected if n.tool is not known]
                    problems = self._context_param(node, class_name, profile, form, kind)[1]
                    self.not_injected.extend(NotInjected(known, p, why) for p, why in problems)
                known.kind = kind
                known.implicit = False
                self._implicit.discard(id(node))
            return
        ctx, problems = self._context_param(node, class_name, profile, form, kind)
        if ctx is not None:
            info = self.function_info(node, profile, ctx, i, class_name)
        else:
            info = self._seen.get(id(node)) or FunctionInfo(
                node, profile, set(), i, class_name, node.name.value, analysed=self._reads_members
            )
            if info.analysed and id(node) not in self._seen:
                self._seen[id(node)] = info
                self.functions.append(info)
        name = node.name.value
        if call is not None and kind != "resource":
            named = _keyword(call, "name")
            first = call.args[0] if call.args and call.args[0].keyword is None else None
            text = (
                string_value(named.value) if named else string_value(first.value) if first else None
            )
            name = text or name
        tool = ToolInfo(
            name, profile, form, info, report_node, kind=kind, statement=i, implicit=implicit
        )
        self.tools.append(tool)
        self.not_injected.extend(NotInjected(tool, param, why) for param, why in problems)

    def _context_param(
        self,
        node: cst.FunctionDef,
        class_name: str | None,
        profile: Profile,
        form: ToolForm,
        kind: str,
    ) -> tuple[str | None, list[tuple[cst.Param, str]]]:
        """The parameter a registration of `kind` is given the context in, and the parameters
        meant as the context that the framework will not fill, with why (DK004)."""
        ctx = None
        problems: list[tuple[cst.Param, str]] = []
        params = _all_params(node)
        if class_name is not None and params and not is_static(node):
            params = params[1:]  # self
        keyword = dict(profile.keyword_contexts).get(kind)
        if keyword is not None:  # called by the framework itself: `cb(callback_context=...)`
            return self._given_by_keyword(node, params, keyword, profile, kind)
        for position, param in enumerate(params):
            if position == 0 and kind in form.context_first_kinds and param.annotation is None:
                ctx = param.name.value  # given the context by position, typed or not
                continue
            why = self._not_injected(param, profile, form)
            typed = context_type_of(param.annotation, self.imports, self.subclasses)
            if why is None and typed is not None:
                why = self._misplaced(param, position, profile, kind)
            if why is not None:
                problems.append((param, why))
            elif ctx is None and (typed or param.name.value in form.context_names):
                ctx = param.name.value
        leading = params[0] if params and kind in form.context_first_kinds else None
        if leading is not None and leading.annotation is not None and ctx is None and not problems:
            # `@agent.tool def whoami(deps: Deps)`: no context anywhere, and the first
            # parameter, where it is passed, is annotated with another type
            problems.append((leading, self._first_not_context(leading, profile)))
        return ctx, problems

    @staticmethod
    def _kind_by_keyword(profile: Profile, name: str) -> str:
        """What an unregistered function whose context parameter is `name` is: a callback when
        the framework passes a callback's context by that name and no tool's context has it
        (ADK's `callback_context`), else a tool."""
        if any(name in form.context_names for form in profile.tool_forms):
            return "tool"
        return next((kind for kind, key in profile.keyword_contexts if key == name), "tool")

    def _given_by_keyword(
        self,
        node: cst.FunctionDef,
        params: list[cst.Param],
        keyword: str,
        profile: Profile,
        kind: str,
    ) -> tuple[str | None, list[tuple[cst.Param, str]]]:
        """The context parameter of a function the framework calls with the context by keyword
        (an ADK callback), and the parameter meant as the context under another name, which
        that call never fills: it raises TypeError on every call."""
        if any(p.name.value == keyword for p in params):
            return keyword, []
        if node.params.star_kwarg is not None:
            return None, []  # `**kwargs` takes it
        for param in params:
            if param.annotation is not None and context_type_of(
                param.annotation, self.imports, self.subclasses
            ):
                return None, [
                    (
                        param,
                        f"{profile.name} calls a {kind} with the context as `{keyword}=...`, "
                        f"so `{param.name.value}` is never given it and every call raises "
                        f"TypeError (an unexpected keyword argument); name it `{keyword}`",
                    )
                ]
        return None, []

    def _misplaced(
        self, param: cst.Param, position: int, profile: Profile, kind: str
    ) -> str | None:
        """A context parameter where the framework does not take one (`context_first`, a
        registration whose kind takes no context)."""
        name = param.name.value
        if kind == "plain":
            return (
                f"`{name}` is a `{profile.context_type}`, but this registration takes no "
                f"context: {profile.name} raises when the tool is registered (the module does "
                "not import); register it with the form that takes a context"
            )
        if profile.context_first and position > 0:
            return (
                f"{profile.name} takes the context only as the first parameter: with `{name}` "
                "in another position, registering the tool raises (the module does not "
                "import); move it first"
            )
        return None

    def _first_not_context(self, param: cst.Param, profile: Profile) -> str:
        """The first parameter of a registration that always passes the context there
        (pydantic-ai's `@agent.tool`), annotated with another type."""
        written = (
            cst.Module([]).code_for_node(param.annotation.annotation) if param.annotation else ""
        )
        return (
            f"this registration passes the context as the first parameter, and {profile.name} "
            f"refuses one annotated `{written}` (it must be `{profile.context_type}[...]`): "
            "registering the tool raises (the module does not import); annotate it "
            f"`{profile.context_type}[...]`, or register a tool that takes no context with "
            "the plain form"
        )

    def _not_injected(self, param: cst.Param, profile: Profile, form: ToolForm) -> str | None:
        """Why the framework will not inject `param` meant as the context, if it will not
        (by the framework's own recognition rule for the release being checked)."""
        annotation = param.annotation
        name = param.name.value
        by_name = name in form.context_names  # ADK's `tool_context`: recognised by its name
        if annotation is None:
            if by_name and profile.name_only_leaks_into_schema:
                return (
                    f"`{name}` is injected by its name, but without an annotation it also stays "
                    "in the tool's model-visible input schema (the model may fill it in, and "
                    f"outside that runner it is never injected); annotate it "
                    f"`{name}: {profile.context_type}`"
                )
            if name in _CONTEXT_NAMES and not by_name:
                return (
                    f"`{name}` has no annotation, so {profile.name} treats it as an argument the "
                    "model fills in: it is published in the tool's input schema and never "
                    f"injected; annotate it `{name}: {profile.context_type}`"
                )
            return None
        node = annotation.annotation
        subclass = dotted_name(unwrapped(node)) in self.subclasses
        found = _annotation_symbol(annotation, self.imports)
        if (
            found is not None
            and found[1] in found[0].context_types
            and found[0].name != profile.name
        ):
            return (
                f"`{name}` is annotated with {found[0].name}'s `{found[1]}`, which {profile.name} "
                "does not recognise: it becomes an argument the model must send (every call "
                f"fails as a missing argument, or gets None), never the context; use "
                f"{profile.name}'s `{profile.context_type}`"
            )
        ours = subclass or (
            found is not None
            and found[0].name == profile.name
            and found[1] in profile.context_types
        )
        if ours and by_name and not profile.name_rescues_unresolvable_annotation:
            return self._unresolvable(param, profile, form)  # raises before names count
        if not ours or by_name:
            return None  # not meant as the context, or recognised by its name anyway
        names = " or ".join(f"`{n}`" for n in form.context_names)
        release = f"{profile.distribution} {_release(profile)}"
        if not profile.recognises(profile.annotation_recognised_since):
            since = ".".join(map(str, profile.annotation_recognised_since or ()))
            return (
                f"{release} recognises the context by its name only ({names}; by annotation "
                f"from {since}): `{name}` is taken as a model argument and building the tool's "
                f"declaration fails; rename it {names}"
            )
        if subclass and not profile.subclass_injected:
            return (
                f"{profile.name} recognises `{profile.context_type}` itself, not a subclass: "
                f"`{name}` becomes a model argument whose schema cannot be generated (the run "
                f"fails); annotate it `{profile.context_type}` or name it {names}"
            )
        pipe = type(node) is cst.BinaryOperation and type(node.operator) is cst.BitOr
        if pipe and not profile.recognises(profile.optional_pipe_recognised_since):
            since = ".".join(map(str, profile.optional_pipe_recognised_since or ()))
            return (
                f"{release} does not unwrap `X | None` (from {since} it does): `{name}` is not "
                f"recognised and building the tool's declaration fails; write "
                f"`Optional[{profile.context_type}]` or name it {names or 'as the framework expects'}"
            )
        return self._unresolvable(param, profile, form)

    def _unresolvable(self, param: cst.Param, profile: Profile, form: ToolForm) -> str | None:
        """Why a context annotation imported only for type checkers fails at run time."""
        assert param.annotation is not None
        names = " or ".join(f"`{n}`" for n in form.context_names)
        bare = unwrapped(param.annotation.annotation)
        if type(bare) is cst.Subscript:
            bare = bare.value  # `RunContext[Deps]`: the class
        root = (dotted_name(bare) or "").split(".")[0]
        if root not in self.imports.type_checking_only:
            return None
        when = (
            "the postponed annotation cannot be resolved at run time"
            if self.imports.future_annotations
            else "the annotation is evaluated when the function is defined"
        )
        return (
            f"`{root}` is imported only under `if TYPE_CHECKING:` and {when}: "
            f"{profile.unresolvable_annotation}; import it at run time"
            + (
                f" or name the parameter {names}"
                if names and profile.name_rescues_unresolvable_annotation
                else ""
            )
        )

    # -- index of definitions ------------------------------------------------------------

    def _indexed(self, stmt: cst.CSTNode, i: int) -> ModuleIndex:
        """What one top-level statement adds to the index (merged in statement order)."""
        whole, self.index = self.index, ModuleIndex()
        try:
            self._index_statement(stmt, i, None)
            return self.index
        finally:
            self.index = whole

    def _index_statement(self, stmt: cst.CSTNode, i: int, class_name: str | None) -> None:
        if type(stmt) is cst.FunctionDef:
            if class_name is None:
                self.index.functions[stmt.name.value] = (stmt, i)
            else:
                self.index.methods[(class_name, stmt.name.value)] = (stmt, i)
        elif type(stmt) is cst.ClassDef and class_name is None:
            self.index.classes[stmt.name.value] = stmt
            for inner in _block(stmt.body):
                self._index_statement(inner, i, stmt.name.value)
        elif type(stmt) in HOLDS_DEFINITIONS and class_name is None:
            for inner in _compound_children(stmt):
                self._index_statement(inner, i, None)
        elif type(stmt) is cst.SimpleStatementLine and class_name is None:
            for small in stmt.body:
                assigned = syntax.assignment(small)
                if (
                    assigned is None
                    or len(assigned[0]) != 1
                    or type(assigned[0][0]) is not cst.Name
                ):
                    continue
                name, value = assigned[0][0].value, assigned[1]
                if type(value) is cst.Lambda:
                    self.index.functions[name] = (syntax.lambda_as_def(name, value), i)
                elif isinstance(value, (cst.List, cst.Tuple)):
                    self.index.lists[name] = value
                elif type(value) is cst.Call and type(value.func) is cst.Name:
                    self.index.instances[name] = value.func.value
                elif type(value) is cst.Name:
                    self.index.names[name] = value.value

    def _resolve_function_aliases(self) -> None:
        """`notify = _notify` at the top level: a call of `notify(ctx)` calls `_notify`, which
        the index then finds under both names (a name bound twice is left out)."""
        bound = Counter(
            t.value
            for stmt in self.module.body
            if type(stmt) is cst.SimpleStatementLine
            for small in stmt.body
            if (assigned := syntax.assignment(small)) is not None
            for t in assigned[0]
            if type(t) is cst.Name
        )
        for alias, target in self.index.names.items():
            found = self.index.functions.get(target)
            if found is not None and bound[alias] == 1 and alias not in self.index.functions:
                self.index.functions[alias] = found

    # -- tools and context functions -----------------------------------------------------

    def _discover_statement(self, stmt: cst.CSTNode, i: int, class_name: str | None) -> None:
        if type(stmt) is cst.FunctionDef:
            self._discover_function(stmt, i, class_name)
        elif type(stmt) is cst.ClassDef:
            self._discover_class(stmt, i)
            for inner in _block(stmt.body):
                self._discover_statement(inner, i, stmt.name.value)
            self._discover_context_attributes(stmt, i)
        elif type(stmt) in HOLDS_DEFINITIONS:
            for inner in _compound_children(stmt):
                self._discover_statement(inner, i, class_name)
        elif type(stmt) is cst.SimpleStatementLine and self._factories:
            for call in _calls_in(stmt):
                self._discover_factory(call, i)
            if class_name is None:
                for function in self._named_lambdas(stmt):
                    self._discover_function(function, i, None)  # `build = lambda: tool(...)(f)`

    def _named_lambdas(self, stmt: cst.SimpleStatementLine) -> list[cst.FunctionDef]:
        """The `def`s the index holds for the line's `name = lambda ...` (the same nodes, so
        a lambda found here and called as a helper is one function)."""
        found = []
        for function in syntax.named_lambdas(stmt):
            indexed = self.index.functions.get(function.name.value)
            if indexed is not None and _returned(indexed[0]) is _returned(function):
                found.append(indexed[0])
        return found

    def function_info(
        self, node: FunctionNode, profile: Profile, ctx: str, i: int, class_name: str | None
    ) -> FunctionInfo:
        info = self._seen.get(id(node))
        if info is None:
            param = next((p for p in _all_params(node) if p.name.value == ctx), None)
            if param is not None and _generic_admits_none(param.annotation):
                profile = profile.with_optional_caller_objects()  # RunContext[Deps | None]
            cls = _generic_class(param.annotation) if param is not None else None
            if cls is not None and (fields := self._optional_fields(cls)):
                profile = profile.with_caller_object_fields(cls, fields)  # Deps.token: str | None
            name = node.name.value if type(node) is cst.FunctionDef else "<lambda>"
            info = FunctionInfo(node, profile, {ctx}, i, class_name, name)
            if param is not None and param.annotation is not None:
                named = dotted_name(unwrapped(param.annotation.annotation))
                info.ctx_maybe_none = named in self.imports.optional_aliases  # `c: MaybeCtx`
            self._seen[id(node)] = info
            self.functions.append(info)
        elif ctx not in info.ctx_params:
            self._editing(info)
            info.ctx_params.add(ctx)
        return info

    def _optional_fields(self, cls: str, within: tuple[str, ...] = ()) -> tuple[str, ...]:
        """The fields of the module's class `cls` annotated to admit None, in order, and
        those of the module's classes its fields hold (`profile.email` for `profile:
        Profile`), three levels deep at most; `within`: the classes being read (a class
        holding itself ends there)."""
        found = self._optional.get(cls) if not within else None
        if found is None:
            node = self.index.classes.get(cls)
            fields: list[str] = []
            for name, line in annotated_fields(node) if node is not None else ():
                annotation = line.annotation.annotation
                if admits_none(annotation):
                    fields.append(name)
                inner = _class_named(annotation)
                if inner in self.index.classes and inner not in within and len(within) < 2:
                    nested = self._optional_fields(inner, (*within, cls))
                    fields += (f"{name}.{sub}" for sub in nested)
            found = tuple(fields)
            if not within:
                self._optional[cls] = found
        return found

    def _discover_function(self, node: cst.FunctionDef, i: int, class_name: str | None) -> None:
        if self._factories:
            for param in _all_params(node):
                server = (
                    self._server_class(param.annotation.annotation) if param.annotation else None
                )
                if server is not None:
                    self.instances[param.name.value] = server  # def register(mcp: FastMCP)
            for stmt in _block(node.body):
                self._find_instances(stmt)  # a factory: `server = FastMCP(...)` in its body
        # Tools defined inside a function (a factory, a registry method) are tools too.
        definitions = list(_definitions_in(node.body))
        for inner in definitions:
            if isinstance(inner, cst.FunctionDef):
                self._discover_function(inner, i, None)
            else:
                self._discover_class(inner, i)
                for member in _block(inner.body):
                    self._discover_statement(member, i, inner.name.value)
        if self._factories and not self._takes_context(node):
            # Tools made inside a function are tools too: `def build(): return
            # make_tool(name="t", fn=handler)`, with `handler` local or module-level.
            # (Not in a function given the context: a tool or a helper, which runs in a
            # request, after tools are made; walking every tool's body would cost much.)
            local = {d.name.value: d for d in definitions if type(d) is cst.FunctionDef}
            heads = {*self.imports.names, *self.imports.modules, *self.instances}
            for stmt in statements(node.body):
                if type(stmt) is cst.SimpleStatementLine:
                    for made in _calls_in(stmt):
                        if _head(made.func) in heads:
                            self._discover_factory(made, i, local)
        method = _is_method(node, class_name)
        for decorator in node.decorators:
            target = decorator.decorator
            call = target if type(target) is cst.Call else None
            registered = self._instance_method(call.func if call else target)
            if registered is not None:
                self._register(node, registered, call, i, class_name, node.name)
                return
            found = self._tool_form(call.func if call else target, ToolFormKind.DECORATOR)
            if found is None:
                continue
            profile, form = found
            if form.context_index is None:  # a real framework's decorator (`@function_tool`)
                self._register(node, (profile, form, "tool"), call, i, class_name, node.name)
                return
            ctx = _context_param(node, profile, form.context_index, self.imports, method)
            if ctx is None:
                continue
            info = self.function_info(node, profile, ctx, i, class_name)
            name_arg = _keyword(call, "name") if call else None
            tool = ToolInfo(
                name=(string_value(name_arg.value) if name_arg else None) or node.name.value,
                profile=profile,
                form=form,
                entry=info,
                report_node=node.name,
                args_model=self._args_model_name(node, ctx, method),
            )
            self._read_decorator_declarations(tool, call, node)
            self.tools.append(tool)
            return
        # Not a tool: a context function if a parameter is annotated with a context type.
        for param in _all_params(node):
            base = context_type_of(param.annotation, self.imports, self.subclasses)
            if base is None:
                continue
            factory = base.form(ToolFormKind.FACTORY)
            if (
                factory is not None
                and class_name is None
                and factory.context_index is None
                and base.annotated_functions_are_tools
            ):
                # Only a tool or callback ever gets this framework's context: a plain function
                # taking it is one, and the framework's recognition rule applies (DK004) unless
                # its parameter has the name the framework passes a callback's context by.
                kind = self._kind_by_keyword(base, param.name.value)
                self._register(
                    node, (base, factory, kind), None, i, class_name, node.name, implicit=True
                )
                self._implicit.add(id(node))
                return
            annotated = self.view(base)
            info = self.function_info(node, annotated, param.name.value, i, class_name)
            if factory is not None and class_name is None and factory.context_index is not None:
                # A plain function taking the profile's context is itself a tool there.
                self.tools.append(
                    ToolInfo(node.name.value, annotated, factory, info, node.name, implicit=True)
                )
        if self._reads_members and id(node) not in self._seen:
            # A helper that gets the context itself (`get_context()`) or calls the framework's
            # member functions (`get_access_token()`) is analysed like one receiving it.
            reads = self._reads_context(node)
            if reads is not None:
                info = FunctionInfo(node, self.view(reads), set(), i, class_name, node.name.value)
                self._seen[id(node)] = info
                self.functions.append(info)

    def _discover_context_attributes(self, node: cst.ClassDef, i: int) -> None:
        """Methods reading an attribute of `self` that holds the context: one method stores
        it (`self.ctx = ctx`), or the class annotates it with a context type. Each method
        reading it is analysed with `self.<attr>` as the context."""
        methods = [m for m in _block(node.body) if type(m) is cst.FunctionDef]
        held, maybe_none = self._held_attributes(node, methods)
        inherited, inherited_none = self._inherited_attributes(node)
        for attr, profile in inherited.items():
            if attr not in held:
                held[attr] = profile
                maybe_none |= {attr} & inherited_none
        members: dict[str, tuple[Profile, str]] = {}  # attribute -> the member stored there
        conflicting: set[str] = set()
        for method in methods:
            info = self._seen.get(id(method))
            if info is None or not info.ctx_params:
                continue
            for attr, value in _self_stores(method):
                if attr in held:
                    continue  # the context itself (`_held_attributes`)
                if (member := _member_stored(value, info)) is not None and members.setdefault(
                    attr, (info.profile, member)
                ) != (info.profile, member):
                    conflicting.add(attr)  # different members: none is assumed
        for attr in conflicting:
            del members[attr]
        if members:
            self._discover_member_attributes(node, i, methods, members)
        if not held:
            return  # most classes: walked no further
        for info, read in self._readers(node, i, methods, held):
            reads = frozenset(read)
            optional = not info.ctx_params and reads <= maybe_none
            if not reads <= info.ctx_attrs or info.ctx_attrs_optional != optional:
                self._editing(info)
                info.ctx_attrs = info.ctx_attrs | reads
                info.ctx_attrs_optional = optional

    def _held_attributes(
        self, node: cst.ClassDef, methods: list[cst.FunctionDef]
    ) -> tuple[dict[str, Profile], set[str]]:
        """The attributes of `self` a class holds the context in (annotated with a context
        type, or stored from a method's context parameter), and those that may be None
        (annotated so, or set to None somewhere)."""
        held: dict[str, Profile] = {}
        maybe_none: set[str] = set()
        for name, small in annotated_fields(node):  # `ctx: Context` / `ctx: Context | None`
            typed = context_type_of(small.annotation, self.imports, self.subclasses)
            if typed is not None:
                held[name] = typed
                if admits_none(small.annotation.annotation):
                    maybe_none.add(name)
        stores = [(self._seen.get(id(m)), list(_self_stores(m))) for m in methods]
        for info, stored in stores:
            if info is None or not info.ctx_params:
                continue
            names: set[str] | None = None  # the parameters and their aliases (`c = ctx`)
            for attr, value in stored:
                if type(value) is not cst.Name:
                    continue
                if value.value not in info.ctx_params and names is None:
                    names = _plain_aliases(info.node.body, info.ctx_params)
                if value.value in info.ctx_params or (names and value.value in names):
                    held.setdefault(attr, info.profile)
        if held:
            maybe_none |= {
                attr
                for _, stored in stores
                for attr, value in stored
                if attr in held and is_none_node(value)
            }
        return held, maybe_none

    def _inherited_attributes(
        self, node: cst.ClassDef, depth: int = 0
    ) -> tuple[dict[str, Profile], set[str]]:
        """What the module's base classes of `node` hold the context in (`self.ctx = ctx` in
        a base's `execute`, read by a subclass's method), nearest base first."""
        held: dict[str, Profile] = {}
        maybe_none: set[str] = set()
        for base in node.bases:
            name = dotted_name(base.value)
            base_node = self.index.classes.get(name) if name else None
            if base_node is None or base_node is node or depth > 8:  # 8: a cycle ends
                continue
            methods = [m for m in _block(base_node.body) if type(m) is cst.FunctionDef]
            own, own_none = self._held_attributes(base_node, methods)
            above, above_none = self._inherited_attributes(base_node, depth + 1)
            for attr, profile in {**above, **own}.items():
                if attr not in held:
                    held[attr] = profile
                    if attr in (own_none if attr in own else above_none):
                        maybe_none.add(attr)
            if own or above:
                statement = next(
                    (i for i, s in enumerate(self.module.body) if s is base_node), None
                )
                if statement is not None:
                    self._uses_statement(statement)
        return held, maybe_none

    def _discover_context_wrappers(self) -> None:
        """A class of the module that a context function builds with its context
        (`Client(ctx)`, `Client(context=ctx)`) and whose `__init__` stores that parameter,
        or a member of it, on `self`: the parameter is the context there, annotated or not,
        so the methods reading what `__init__` stored are analysed as holding it.

        Done after every statement was discovered (the class and the function building it
        may be anywhere in the module), for classes whose `__init__` stores a parameter."""
        wrappers: dict[str, tuple[cst.ClassDef, cst.FunctionDef, int]] = {}
        for name, node in self.index.classes.items():
            init = _init_storing_a_parameter(node)
            if init is not None:
                wrappers[name] = (node, init, self.index.methods[(name, "__init__")][1])
        if not wrappers:
            return
        built: dict[str, tuple[cst.ClassDef, int]] = {}
        for info in list(self.functions):
            if not info.ctx_params or type(info.node) is not cst.FunctionDef:
                continue
            given: set[str] | None = None
            for call in _calls_in(info.node.body, into_functions=True):
                func = call.func
                if type(func) is not cst.Name or func.value not in wrappers:
                    continue
                if given is None:  # `c = ctx` then `Client(c)`: the name holds it too
                    given = _plain_aliases(info.node.body, info.ctx_params)
                node, init, i = wrappers[func.value]
                for param in _params_given(init, call, given):
                    self.function_info(init, info.profile, param, i, func.value)
                    built[func.value] = (node, i)
        for node, i in built.values():
            self._discover_context_attributes(node, i)

    def _discover_member_attributes(
        self,
        node: cst.ClassDef,
        i: int,
        methods: list[cst.FunctionDef],
        members: dict[str, tuple[Profile, str]],
    ) -> None:
        """Methods reading an attribute of `self` that a method stores a member in: each is
        analysed with that attribute as the member (None where it may be)."""
        none_stored = {
            attr
            for method in methods
            for attr, value in _self_stores(method)
            if attr in members and is_none_node(value)
        }
        profiles = {attr: profile for attr, (profile, _) in members.items()}
        for info, reads in self._readers(node, i, methods, profiles):
            held = tuple(
                (a, members[a][1], a in none_stored) for a in reads if members[a][0] is info.profile
            )
            if held != info.member_attrs:
                self._editing(info)
                info.member_attrs = held

    def _readers(
        self, node: cst.ClassDef, i: int, methods: list[cst.FunctionDef], attrs: dict[str, Profile]
    ) -> Iterator[tuple[FunctionInfo, list[str]]]:
        """Each method of the class reading attributes of `self` among `attrs`, with the ones
        it reads, and its info: made when it has none yet (analysed then for what those
        attributes hold, with the profile of the first)."""
        for method in methods:
            self_name = self_parameter(method)
            if self_name is None:
                continue
            reads = sorted(a for a in _self_attributes(method, self_name) if a in attrs)
            if not reads:
                continue
            info = self._seen.get(id(method))
            if info is None:
                info = FunctionInfo(
                    method, attrs[reads[0]], set(), i, node.name.value, method.name.value
                )
                self._seen[id(method)] = info
                self.functions.append(info)
            yield info, reads

    def _reads_context(self, node: cst.FunctionDef) -> Profile | None:
        """The profile whose accessor or member function `node`'s body calls (or a module
        function handing back its context), if any."""
        for call in _calls_in(node.body, into_functions=True):
            called = dotted_name(call.func) if self.returners else None
            if called in self.returners:
                return self.returners[called].profile
            found = self.imports.resolve(call.func)
            if found is not None and found[0].role_of(found[1]) in (
                SymbolRole.ACCESSOR,
                SymbolRole.MEMBER_FUNCTION,
            ):
                return found[0]
        return None

    def _instance_accessors(self) -> dict[str, Returner]:
        """`server.get_context` (the form's `accessor_methods`) for each server instance."""
        return {
            f"{name}.{method}": Returner(profile, False, False)
            for name, (profile, form) in self.instances.items()
            for method in form.accessor_methods
        }

    def _context_returners(self, known: dict[str, Returner]) -> dict[str, Returner]:
        """Module functions whose call is the context: annotated with the context type and
        calling the accessor, or doing nothing but `return get_context()`. A wrapper of a
        wrapper is one too. Annotated `-> Context | None`, the call is the context or None.
        `known`: the instance methods that are accessors."""
        found: dict[str, Returner] = dict(known)
        changed = True
        while changed:
            changed = False
            for name, (node, _) in self.index.functions.items():
                if name not in found and type(node.body) is cst.IndentedBlock:
                    returner = self._returner(node, found)
                    if returner is not None:
                        found[name] = returner
                        changed = True
        return found

    def _returner(self, node: cst.FunctionDef, found: dict[str, Returner]) -> Returner | None:
        is_async = node.asynchronous is not None
        annotated = context_type_of(node.returns, self.imports, self.subclasses)
        if annotated is not None and node.returns is not None:
            for call in _calls_in(node.body):
                got = self._gets_context(call, found)
                if got is not None and got.profile is annotated:
                    return Returner(annotated, is_async, admits_none(node.returns.annotation))
            return None
        read = syntax.returned_after_bookkeeping(code_lines(_block(node.body)))
        if read is None:
            return None  # more than `return get_context()` (a call or binding at most first)
        value = read[0]
        awaited = type(value) is cst.Await
        if awaited:
            value = value.expression  # type: ignore[union-attr]
        got = self._gets_context(value, found) if type(value) is cst.Call else None
        if got is None or got.is_async != awaited:
            return None  # `return current()` of an async one is a coroutine
        return Returner(got.profile, is_async, got.or_none)

    def _gets_context(self, call: cst.Call, found: dict[str, Returner]) -> Returner | None:
        """What `call` gets the context by: the accessor, or a wrapper of it."""
        called = dotted_name(call.func)
        if called in found:
            return found[called]
        resolved = self.imports.resolve(call.func)
        if resolved is not None and resolved[0].role_of(resolved[1]) is SymbolRole.ACCESSOR:
            return Returner(resolved[0], False, False)
        return None

    def _args_model_name(self, node: FunctionNode, ctx: str, method: bool) -> str | None:
        params = [
            p for p in [*node.params.posonly_params, *node.params.params] if p.name.value != ctx
        ]
        if method:
            params = params[1:]
        if params and params[0].annotation is not None:
            annotation = params[0].annotation.annotation
            return dotted_name(string_annotation(annotation) or annotation)  # `args: "Args"`
        return None

    def _read_decorator_declarations(
        self, tool: ToolInfo, call: cst.Call | None, node: FunctionNode
    ) -> None:
        for declaration in tool.profile.declarations:
            if declaration.kind is DeclarationKind.DECORATOR:
                for d in node.decorators if type(node) is cst.FunctionDef else ():
                    target = d.decorator.func if type(d.decorator) is cst.Call else d.decorator
                    resolved = self.imports.resolve(target)
                    if resolved and resolved[1] == declaration.decorator:
                        args = d.decorator.args if type(d.decorator) is cst.Call else ()
                        if args and all(a.star for a in args):
                            self._unreadable(tool, declaration.name, d)  # `*GUARDS` may be empty
                        else:
                            self._editing(tool)
                            tool.declarations[declaration.name] = DeclarationValue(
                                present=True, node=d
                            )
                continue
            if call is None:
                continue
            if (
                any(a.star == "**" for a in call.args)
                and _keyword(call, declaration.keyword or "") is None
            ):
                self._unreadable(tool, declaration.name, call)
                continue
            arg = _keyword(call, declaration.keyword or "")
            if arg is not None:
                self._store_declaration(tool, declaration.name, arg.value)

    def _store_declaration(self, tool: ToolInfo, name: str, value: cst.BaseExpression) -> None:
        declaration = tool.profile.declaration(name)
        assert declaration is not None
        if declaration.kind is DeclarationKind.FLAG:
            read = _read_flag(value)
        else:
            read = _read_list(value, want_strings=declaration.item_constructor is None)
        self._editing(tool)
        tool.declarations[name] = read
        if not read.readable:
            self._unreadable(tool, name, value)

    def _unreadable(self, tool: ToolInfo, name: str, node: cst.CSTNode) -> None:
        self._editing(tool)
        tool.declarations[name] = DeclarationValue(present=True, readable=False, node=node)
        self.unreadable.append((tool, name, node))

    def _tool_form(
        self, expr: cst.BaseExpression, kind: ToolFormKind
    ) -> tuple[Profile, ToolForm] | None:
        """The profile and tool form `expr` names, if it names one of this kind."""
        resolved = self.imports.resolve(expr)
        if resolved is None:
            return None
        profile, symbol = resolved
        form = profile.form(kind, symbol)
        return (profile, form) if form is not None else None

    def _inherited_tool_form(
        self, base: cst.BaseExpression, seen: tuple[str, ...] = ()
    ) -> tuple[tuple[Profile, ToolForm], list[cst.ClassDef]] | None:
        """The tool base class a module's class `base` derives from, with the module's
        classes from the one deriving from it down to `base` (`class GitHubTool(Tool)`,
        then `class Issues(GitHubTool)`: Issues is a tool with GitHubTool's `needs`)."""
        name = dotted_name(base)
        parent = self.index.classes.get(name) if name is not None else None
        if parent is None or name in seen or len(seen) > 4:
            return None
        where = next((k for k, s in enumerate(self.module.body) if s is parent), None)
        for grand in parent.bases:
            found = self._tool_form(grand.value, ToolFormKind.BASE_CLASS)
            inherited = (
                (found, [])
                if found is not None
                else self._inherited_tool_form(grand.value, (*seen, cast(str, name)))
            )
            if inherited is not None:
                if where is not None:
                    self._uses_statement(where)
                return inherited[0], [*inherited[1], parent]
        return None

    def _discover_class(self, node: cst.ClassDef, i: int) -> None:
        for base in node.bases:
            found = self._tool_form(base.value, ToolFormKind.BASE_CLASS)
            chain = [node]  # the classes whose attributes make the tool, base first
            if found is None:
                inherited = self._inherited_tool_form(base.value)
                if inherited is None:
                    continue
                found, chain = inherited[0], [*inherited[1], node]
            profile, form = found
            if form.method is None:
                continue
            method = self.index.methods.get((node.name.value, form.method))
            if method is None:
                continue
            fn = method[0]
            self._uses_statement(method[1])
            if form.context_index is None:  # a real framework's base class
                self._register(fn, (profile, form, "tool"), None, i, node.name.value, node.name)
                blocker = form.injection_blocked_by
                tool = next((t for t in self.tools if t.entry.node is fn), None)
                if tool is not None and tool.name != node.name.value:
                    self._editing(tool)
                    tool.name = node.name.value  # the class is the tool
                if (
                    blocker
                    and tool is not None
                    and tool.entry.ctx_params
                    and any(attr == blocker for c in chain for attr, _ in _class_assignments(c))
                ):
                    param = next(
                        p for p in _all_params(fn) if p.name.value in tool.entry.ctx_params
                    )
                    why = (
                        f"`{node.name.value}` sets `{blocker}`, so {profile.name} validates "
                        f"the call against it and never injects `{param.name.value}`: every "
                        f"call fails with a missing argument; drop `{blocker}` or take the "
                        "runtime another way"
                    )
                    self.not_injected.append(NotInjected(tool, param, why))
                return
            ctx = _context_param(
                fn, profile, form.context_index, self.imports, True, form.context_names
            )
            if ctx is None:
                continue
            info = self.function_info(fn, profile, ctx, i, node.name.value)
            tool = ToolInfo(
                name=node.name.value,
                profile=profile,
                form=form,
                entry=info,
                report_node=node.name,
                args_model=self._args_model_name(fn, ctx, True),
            )
            for attr, value in (a for c in chain for a in _class_assignments(c)):
                if attr == "name" and (text := string_value(value)):
                    tool.name = text
                elif profile.declaration(attr) is not None:
                    self._store_declaration(tool, attr, value)  # a subclass's replaces its base's
            self.tools.append(tool)
            return

    def _discover_registration(self, call: cst.Call, i: int) -> bool:
        """`mcp.tool(fn)`, `mcp.add_tool(fn)`, `mcp.tool(name="x")(fn)`, and a tool object
        built from the function: `mcp.add_tool(Tool.from_function(fn, ...))`."""
        inner = call.func if type(call.func) is cst.Call else None
        found = self._instance_method(inner.func if inner else call.func)
        if found is None or not call.args:
            return False
        target = call.args[0].value
        if (
            type(target) is cst.Call
            and type(target.func) is cst.Attribute
            and target.func.attr.value == "from_function"
            and target.args
        ):
            built = _keyword(target, "fn") or target.args[0]
            target = built.value if not built.star else target
        if type(target) is cst.Name and target.value in self.index.functions:
            fn, statement = self.index.functions[target.value]
            self._uses_statement(statement)
            self._register(fn, found, inner or call, statement, None, call)
            return True
        return False

    def _listed_functions(self, value: cst.BaseExpression) -> Iterator[cst.Name]:
        """The function names in `[f, g]`, in a module-level list named here, or alone."""
        if type(value) is cst.Name and value.value in self.index.lists:
            self._foreign = True  # a list written in another statement
            value = self.index.lists[value.value]
        elements: list[cst.BaseExpression] = []
        for e in value.elements if isinstance(value, (cst.List, cst.Tuple)) else ():
            inner = e.value
            if type(e) is cst.StarredElement and type(inner) is cst.Name:
                listed = self.index.lists.get(inner.value)  # [*TOOLS, extra]
                if listed is not None:
                    self._foreign = True
                    elements.extend(x.value for x in listed.elements)
            else:
                elements.append(inner)
        if not isinstance(value, (cst.List, cst.Tuple)):
            elements = [value]
        for element in elements:
            if type(element) is cst.Name and element.value in self.index.functions:
                self._uses_statement(self.index.functions[element.value][1])
                yield element

    def _discover_listed(self, call: cst.Call) -> bool:
        """`Agent(tools=[f, g], before_tool_callback=h)`: each function, as what it is there."""
        found = self._tool_form(call.func, ToolFormKind.LISTED)
        if found is None:
            return False
        profile, form = found
        for keyword, kind in form.methods:
            arg = _keyword(call, keyword)
            if arg is None:
                continue
            for name in self._listed_functions(arg.value):
                fn, statement = self.index.functions[name.value]
                self._register(fn, (profile, form, kind), None, statement, None, fn.name)
        return True

    def _takes_context(self, node: cst.FunctionDef) -> bool:
        """Whether a parameter is annotated with a context class or has a context's name."""
        return any(
            p.name.value in CONTEXT_PARAMETER_NAMES
            or (p.annotation is not None and context_type_of(p.annotation, self.imports))
            for p in _all_params(node)
        )

    def _discover_factory(
        self, call: cst.Call, i: int, local: Mapping[str, cst.FunctionDef] | None = None
    ) -> None:
        """A tool made by a call (`make_tool(fn=f)`, `server.tool(f)`); `local`: the functions
        defined in the function the call is in, which its names reach first."""
        if type(call.func) is cst.Call and self._discover_applied(call, call.func, i):
            return
        if self._discover_called_decorator(call, i):
            return
        if self.instances and self._discover_registration(call, i):
            return
        if self._discover_listed(call):
            return
        found = self._tool_form(call.func, ToolFormKind.FACTORY)
        if found is None:
            return
        profile, form = found
        if form.context_index is None:  # a real framework's wrapper: FunctionTool(func=f)
            arg = _keyword(call, form.function_keyword or "") or (
                call.args[0] if call.args and call.args[0].keyword is None else None
            )
            if arg is not None:
                for listed in self._listed_functions(arg.value):
                    function, where = self.index.functions[listed.value]
                    self._register(
                        function, (profile, form, "tool"), None, where, None, function.name
                    )
            return
        if form.function_keyword is None:
            return
        fn_arg = _keyword(call, form.function_keyword)
        if fn_arg is None:
            return
        fn: FunctionNode | None = None
        fn_statement = i
        if type(fn_arg.value) is cst.Lambda:
            fn = fn_arg.value
        elif type(fn_arg.value) is cst.Name and local and fn_arg.value.value in local:
            fn = local[fn_arg.value.value]
        elif type(fn_arg.value) is cst.Name and fn_arg.value.value in self.index.functions:
            fn, fn_statement = self.index.functions[fn_arg.value.value]
            self._uses_statement(fn_statement)
        if fn is None:
            return
        ctx = _context_param(fn, profile, form.context_index, self.imports, False)
        if ctx is None:
            return
        info = self.function_info(fn, profile, ctx, fn_statement, None)
        name_arg = _keyword(call, "name")
        name = (string_value(name_arg.value) if name_arg else None) or info.name
        schema = _keyword(call, form.args_keyword) if form.args_keyword else None
        # A function both annotated and passed to the factory is one tool, not two.
        self.tools = [t for t in self.tools if t.entry is not info]
        self.tools.append(
            ToolInfo(
                name,
                profile,
                form,
                info,
                call,
                args_model=dotted_name(schema.value) if schema else None,
                statement=i,
            )
        )

    def _discover_called_decorator(self, call: cst.Call, i: int) -> bool:
        """A real framework's bare decorator called on a function of the module
        (`greet_tool = function_tool(greet)`): the function is a tool as if decorated."""
        if type(call.func) is cst.Call or len(call.args) != 1:
            return False
        arg = call.args[0]
        if arg.keyword is not None or arg.star or type(arg.value) is not cst.Name:
            return False
        found = self._tool_form(call.func, ToolFormKind.DECORATOR)
        if found is None or found[1].context_index is not None:
            return False  # our SDK's decorators take their declarations first: `tool(name=...)`
        known = self.index.functions.get(arg.value.value)
        if known is None:
            return False
        function, where = known
        self._uses_statement(where)
        self._register(function, (found[0], found[1], "tool"), None, where, None, function.name)
        return True

    def _discover_applied(self, call: cst.Call, decorator: cst.Call, i: int) -> bool:
        """A decorator applied by a call: `t = tool(name="t")(impl)`, or to a lambda
        (`tool(name="t")(lambda args, ctx: ...)`). The function is a tool as if decorated."""
        found = self._tool_form(decorator.func, ToolFormKind.DECORATOR)
        if found is None or len(call.args) != 1 or call.args[0].keyword or call.args[0].star:
            return False
        profile, form = found
        value = call.args[0].value
        fn: FunctionNode | None = None
        where = i
        if type(value) is cst.Lambda:
            fn = value
        elif type(value) is cst.Name and value.value in self.index.functions:
            fn, where = self.index.functions[value.value]
            self._uses_statement(where)
        if fn is None:
            return False
        if form.context_index is None:  # a real framework's decorator: `function_tool(...)(f)`
            if type(fn) is not cst.FunctionDef:
                return False
            self._register(fn, (profile, form, "tool"), decorator, where, None, fn.name)
            return True
        ctx = _context_param(fn, profile, form.context_index, self.imports, False)
        if ctx is None:
            return False
        info = self.function_info(fn, profile, ctx, where, None)
        name_arg = _keyword(decorator, "name")
        tool = ToolInfo(
            name=(string_value(name_arg.value) if name_arg else None) or info.name,
            profile=profile,
            form=form,
            entry=info,
            report_node=call,
            args_model=self._args_model_name(fn, ctx, False),
            statement=i,
        )
        self._read_decorator_declarations(tool, decorator, fn)
        self.tools = [t for t in self.tools if t.entry is not info]
        self.tools.append(tool)
        return True


def _definitions_in(body: cst.BaseSuite) -> Iterator[cst.FunctionDef | cst.ClassDef]:
    """Functions and classes defined in a function body (not inside nested functions)."""
    for stmt in statements(body):
        if type(stmt) is cst.FunctionDef or type(stmt) is cst.ClassDef:
            yield stmt


def _returned(function: cst.FunctionDef) -> cst.CSTNode | None:
    """What a one-line `def` made of a lambda returns (`syntax.lambda_as_def`)."""
    line = _block(function.body)[0] if _block(function.body) else None
    small = line.body[0] if type(line) is cst.SimpleStatementLine else None
    return small.value if type(small) is cst.Return else None


def _block(body: cst.BaseSuite) -> list[cst.CSTNode]:
    return list(body.body) if type(body) is cst.IndentedBlock else []


# Blocks at module (or class) level whose statements define tools like top-level ones do:
# `if TYPE_CHECKING:`, `try: ... except ImportError:`, `with registry:`, `for name in ...:`.
# Exact classes: `type(x) in` is much cheaper than `isinstance` on libcst's ABCs.
HOLDS_DEFINITIONS = frozenset({cst.If, cst.Try, cst.TryStar, cst.With, cst.For, cst.While})


def _compound_children(stmt: cst.CSTNode) -> Iterator[cst.CSTNode]:
    yield from _block(stmt.body)  # type: ignore[attr-defined]
    orelse = getattr(stmt, "orelse", None)
    if type(orelse) is cst.If:
        yield orelse
    elif orelse is not None:
        yield from _block(orelse.body)
    for handler in getattr(stmt, "handlers", ()):
        yield from _block(handler.body)
    finalbody = getattr(stmt, "finalbody", None)
    if finalbody is not None:
        yield from _block(finalbody.body)


def annotated_fields(node: cst.ClassDef) -> Iterator[tuple[str, cst.AnnAssign]]:
    """The `name: T` (and `name: T = v`) lines of a class body, by name: its fields, for a
    model or a dataclass."""
    for stmt in _block(node.body):
        if type(stmt) is cst.SimpleStatementLine:
            for small in stmt.body:
                if type(small) is cst.AnnAssign and type(small.target) is cst.Name:
                    yield small.target.value, small


def _class_assignments(node: cst.ClassDef) -> Iterator[tuple[str, cst.BaseExpression]]:
    for stmt in _block(node.body):
        if type(stmt) is not cst.SimpleStatementLine:
            continue
        for small in stmt.body:
            if type(small) is cst.Assign and len(small.targets) == 1:
                target = small.targets[0].target
                if type(target) is cst.Name:
                    yield target.value, small.value
            elif (
                type(small) is cst.AnnAssign
                and small.value is not None
                and type(small.target) is cst.Name
            ):
                yield small.target.value, small.value


def self_parameter(method: cst.FunctionDef) -> str | None:
    """The name of an instance method's first parameter (`self`), if it is one."""
    params = method.params.posonly_params or method.params.params
    if not params or is_static(method):
        return None
    if any(
        dotted_name(d.decorator) in ("classmethod", "property.setter") for d in method.decorators
    ):
        return None
    return params[0].name.value


def _self_stores(method: cst.FunctionDef) -> Iterator[tuple[str, cst.BaseExpression]]:
    """(attribute, value) of each `self.attr = value` / `self.attr: T = value` statement in
    the method (in its blocks too, not in functions it defines): statements only, so a
    method's expressions are never walked."""
    self_name = self_parameter(method)
    if self_name is None:
        return
    for stmt in statements(method.body):
        if type(stmt) is cst.SimpleStatementLine:
            for small in stmt.body:
                yield from _stored_on(small, self_name)


def _stored_on(
    small: cst.BaseSmallStatement, self_name: str
) -> Iterator[tuple[str, cst.BaseExpression]]:
    targets: list[cst.BaseExpression] = []
    value: cst.BaseExpression | None = None
    if type(small) is cst.Assign:
        targets, value = [t.target for t in small.targets], small.value
    elif type(small) is cst.AnnAssign and small.value is not None:
        targets, value = [small.target], small.value
    for target in targets:
        if (
            value is not None
            and type(target) is cst.Attribute
            and type(target.value) is cst.Name
            and target.value.value == self_name
        ):
            yield target.attr.value, value


def _init_storing_a_parameter(node: cst.ClassDef) -> cst.FunctionDef | None:
    """The class's `__init__`, when it stores one of its parameters, or an attribute of
    one, on `self` (`self.ctx = ctx`, `self.ident = ctx.identity`)."""
    for method in _block(node.body):
        if type(method) is cst.FunctionDef and method.name.value == "__init__":
            names = {p.name.value for p in _all_params(method)[1:]}
            names = _plain_aliases(method.body, names)  # `c = ctx` then `self.c = c`
            for _, value in _self_stores(method):
                value = syntax.member_read(value)  # `getattr(ctx, "identity")`
                head = dotted_name(value) if type(value) in (cst.Name, cst.Attribute) else None
                if head is not None and head.partition(".")[0] in names:
                    return method
    return None


def _plain_aliases(body: cst.CSTNode, names: set[str]) -> set[str]:
    """`names` and the local names bound to one of them (`c = ctx`, `(c := ctx)`, a chain
    of such), in a function's body and the functions it defines (which close over it)."""
    bindings: list[tuple[str, str]] = []
    stack: list[cst.CSTNode] = [body]
    while stack:
        current = stack.pop()
        kind = type(current)
        if kind is cst.Assign or kind is cst.AnnAssign:
            assigned = syntax.assignment(current)
            if assigned is not None and type(assigned[1]) is cst.Name:
                value = assigned[1].value
                bindings += [(t.value, value) for t in assigned[0] if type(t) is cst.Name]
        elif kind is cst.NamedExpr:
            walrus = cast(cst.NamedExpr, current)
            if type(walrus.value) is cst.Name and type(walrus.target) is cst.Name:
                bindings.append((walrus.target.value, walrus.value.value))
        stack.extend(children(current))
    found = set(names)
    while True:
        more = {name for name, value in bindings if value in found} - found
        if not more:
            return found
        found |= more


def _params_given(init: cst.FunctionDef, call: cst.Call, given: set[str]) -> list[str]:
    """The parameters of `init` (after `self`) that `call` passes one of the names `given`."""
    positional = [*init.params.posonly_params, *init.params.params][1:]
    keyword = {p.name.value for p in [*positional, *init.params.kwonly_params]}
    found: list[str] = []
    for position, arg in enumerate(call.args):
        if type(arg.value) is not cst.Name or arg.value.value not in given or arg.star:
            continue
        if arg.keyword is not None:
            if arg.keyword.value in keyword:
                found.append(arg.keyword.value)
        elif position < len(positional):
            found.append(positional[position].name.value)
    return found


def _member_stored(value: cst.BaseExpression, info: FunctionInfo) -> str | None:
    """The member `value` reads on the method's context parameter (`ctx.identity`, or
    `getattr(ctx, "identity")`, through a name bound to the parameter too)."""
    value = syntax.member_read(value)
    if type(value) is not cst.Attribute:
        return None
    head, _, member = (dotted_name(value) or "").partition(".")
    if head not in info.ctx_params and head not in _plain_aliases(info.node, set(info.ctx_params)):
        return None
    return member if member and info.profile.field(member) is not None else None


def _self_attributes(method: cst.FunctionDef, self_name: str) -> set[str]:
    """The attributes of `self` the method mentions."""
    return {
        node.attr.value
        for node in every_node(method.body)
        if type(node) is cst.Attribute
        and type(node.value) is cst.Name
        and node.value.value == self_name
    }


def _head(node: cst.BaseExpression) -> str | None:
    """The name a call's callee starts with: `server` of `server.tool(f)`, `tool` of
    `tool(name="t")(impl)`."""
    while True:
        if type(node) is cst.Attribute:
            node = node.value
        elif type(node) is cst.Call:
            node = node.func
        else:
            return node.value if type(node) is cst.Name else None


def _calls_in(node: cst.CSTNode, into_functions: bool = False) -> Iterator[cst.Call]:
    """Calls anywhere in a statement (e.g. `TOOLS = [create_tool(...), ...]`); inside the
    bodies of functions and lambdas too when `into_functions`."""
    stack: list[cst.CSTNode] = [node]
    while stack:
        current = stack.pop()
        kind = type(current)
        if kind is cst.Call:
            yield cast(cst.Call, current)
        elif not into_functions and (kind is cst.Lambda or kind is cst.FunctionDef):
            continue
        elif kind is cst.Import or kind is cst.ImportFrom:
            continue  # names only: no call inside
        stack.extend(children(current))


def discover(
    module: cst.Module,
    imports: ImportMap,
    view: Callable[[Profile], Profile] = _same_version,
    memo: Reuse | None = None,
    share: bool = True,
) -> Discovery:
    """The module's tools and context functions; with `memo` (an editor's document), the
    statements that did not change since the last discovery are not walked again, and
    what they contributed is handed out as is when `share` (else as copies)."""
    try:
        return _Discoverer(module, imports, view, memo, share).run()
    except SharedEdit:  # a statement newly edits another's tools: copies this time
        return _Discoverer(module, imports, view, memo, share=False).run()
