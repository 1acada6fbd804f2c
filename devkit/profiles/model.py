"""The vocabulary used to describe a context design as data.

A *profile* says, once, everything the rest of the project needs to know about one
context design: which fields the context object has, how present each one is, how a tool
declares what it needs, and how tools are written. The checker, hover, completion,
scaffolding and the mock contexts all read these objects; none of them restates a field.

This module imports nothing heavy: the checker loads it on every run.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class PresenceKind(str, Enum):
    """How reliably a context field is there when a tool reads it."""

    ALWAYS = "always"
    FAIL_CLOSED = "fail-closed"
    OPTIONAL = "optional"
    DECLARED = "declared"
    RAISES_WITHOUT = "raises-without"


@dataclass(frozen=True)
class Presence:
    """A presence class, with the one parameter some classes carry."""

    kind: PresenceKind
    flag: str | None = None  # fail-closed: the boolean field that says a real service is attached
    declaration: str | None = None  # declared: the declaration that makes the field possible
    service: str | None = None  # raises-without: the field holding the backing service

    @property
    def may_be_none(self) -> bool:
        return self.kind in (PresenceKind.OPTIONAL, PresenceKind.DECLARED)

    def __str__(self) -> str:
        if self.kind is PresenceKind.FAIL_CLOSED:
            return f"fail-closed (flag `{self.flag}`)"
        if self.kind is PresenceKind.DECLARED:
            return f"declared({self.declaration})"
        if self.kind is PresenceKind.RAISES_WITHOUT:
            return f"raises-without({self.service})"
        return self.kind.value


def always() -> Presence:
    return Presence(PresenceKind.ALWAYS)


def optional() -> Presence:
    return Presence(PresenceKind.OPTIONAL)


def fail_closed(flag: str) -> Presence:
    return Presence(PresenceKind.FAIL_CLOSED, flag=flag)


def declared(declaration: str) -> Presence:
    return Presence(PresenceKind.DECLARED, declaration=declaration)


def raises_without(service: str) -> Presence:
    return Presence(PresenceKind.RAISES_WITHOUT, service=service)


class Role(str, Enum):
    """Extra facts about a field that particular rules and mocks act on."""

    IDENTIFIER = "identifier"  # an id the runtime may leave out; never fabricate one (DK204)
    CALLER_KEY = "caller-key"  # caller-supplied id; never a key on its own (DK401)
    CANCELLATION = "cancellation"  # the abort signal a long-running tool should watch (DK501)
    TEARDOWN_HOOK = "teardown-hook"  # registers cleanups under a scope (DK301-DK303)
    TEARDOWN_SCOPES = "teardown-scopes"  # the scopes this door honours (DK301)


@dataclass(frozen=True)
class ContextField:
    """One attribute or method of a context object."""

    name: str
    type: str
    presence: Presence
    doc: str
    seed_name: str  # the camelCase name in the seed document, for did-you-mean
    is_method: bool = False
    roles: frozenset[Role] = frozenset()
    # Members of the field's value that hold a raw secret (e.g. `auth.token`), for DK402.
    secret_members: tuple[str, ...] = ()
    # Overrides the guard idiom derived from the presence class when the field needs a
    # particular one (e.g. a membership test for teardown scopes).
    guard_override: str | None = None

    def guard_idiom(self, ctx: str = "ctx") -> str:
        """The code that makes a use of this field safe, as a tool author would write it."""
        if self.guard_override:
            return self.guard_override.format(ctx=ctx)
        p = self.presence
        if p.kind is PresenceKind.FAIL_CLOSED:
            return f"if {ctx}.{p.flag}:"
        if p.kind is PresenceKind.RAISES_WITHOUT:
            return f"if {ctx}.{p.service} is not None:"
        if p.may_be_none:
            return f"if {ctx}.{self.name} is not None:"
        return "(none needed)"

    def has_role(self, role: Role) -> bool:
        return role in self.roles


class DeclarationKind(str, Enum):
    LIST = "list"  # a list literal of items, e.g. needs=[Need("github")]
    FLAG = "flag"  # a boolean keyword, e.g. task_support=True
    DECORATOR = "decorator"  # a sibling decorator, e.g. @use_guards(JWTGuard)


@dataclass(frozen=True)
class Declaration:
    """Something a tool states about itself that widens what its context may carry."""

    name: str
    kind: DeclarationKind
    doc: str
    # Where it is written: a keyword of the tool decorator / class attribute of a tool
    # class (LIST, FLAG), or the name of the sibling decorator (DECORATOR).
    keyword: str | None = None
    decorator: str | None = None
    # For LIST declarations, the constructor each item must be built with (e.g. `Need`),
    # or None when items are plain string literals.
    item_constructor: str | None = None


class ToolFormKind(str, Enum):
    DECORATOR = "decorator"  # @tool(...) on a function or method
    BASE_CLASS = "base-class"  # class X(Tool): ... def execute(self, args, ctx)
    FACTORY = "factory"  # create_tool(..., fn=f_or_lambda)


@dataclass(frozen=True)
class ToolForm:
    """One way of writing a tool in a profile."""

    kind: ToolFormKind
    symbol: str  # the SDK name that marks the tool: `tool`, `Tool`, `create_tool`
    method: str | None = None  # BASE_CLASS: the method the runtime calls
    function_keyword: str | None = None  # FACTORY: the keyword that holds the function
    args_keyword: str | None = None  # FACTORY: the keyword naming the args model
    # Position of the context among the callable's parameters (self excluded).
    context_index: int = 1


@dataclass(frozen=True)
class Profile:
    """A whole context design."""

    name: str
    module: str  # the SDK module tools import from
    context_type: str  # the class name of the context object
    summary: str
    fields: tuple[ContextField, ...]
    declarations: tuple[Declaration, ...] = ()
    tool_forms: tuple[ToolForm, ...] = ()
    teardown_scopes: tuple[str, ...] = ()
    session_key_function: str | None = None  # SDK helper composing a safe session key
    # Method name on SDK secret values that yields the raw value.
    reveal_method: str | None = None
    # SDK functions whose arguments leave the process (events), for DK402.
    emit_functions: tuple[str, ...] = ()
    _by_name: dict[str, ContextField] = field(default_factory=dict, init=False, repr=False)

    def __post_init__(self) -> None:
        self._by_name.update({f.name: f for f in self.fields})

    def field(self, name: str) -> ContextField | None:
        return self._by_name.get(name)

    def field_names(self) -> tuple[str, ...]:
        return tuple(f.name for f in self.fields)

    def declaration(self, name: str) -> Declaration | None:
        return next((d for d in self.declarations if d.name == name), None)

    def fields_with(self, role: Role) -> tuple[ContextField, ...]:
        return tuple(f for f in self.fields if role in f.roles)

    def fields_declared_by(self, declaration: str) -> tuple[ContextField, ...]:
        return tuple(
            f
            for f in self.fields
            if f.presence.kind is PresenceKind.DECLARED and f.presence.declaration == declaration
        )

    def form(self, kind: ToolFormKind, symbol: str | None = None) -> ToolForm | None:
        """The tool form of this kind (spelled `symbol`, when given)."""
        return next(
            (f for f in self.tool_forms if f.kind is kind and symbol in (None, f.symbol)), None
        )
