"""The vocabulary used to describe a context design as data.

A *profile* says, once, everything the rest of the project needs to know about one
context design: which fields the context object has, how present each one is, how a tool
declares what it needs, and how tools are written. The checker, hover, completion,
scaffolding and the mock contexts all read these objects; none of them restates a field.

This module imports nothing heavy: the checker loads it on every run.
"""

from __future__ import annotations

import dataclasses
import functools
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
    # raises-without with no field to test: the condition under which it raises; a handler
    # of the profile's handling exceptions makes the call safe, and so does a test showing
    # one of `proven_by` (member paths) there: the client declared the capability it needs.
    condition: str | None = None
    proven_by: tuple[str, ...] = ()
    check: str | None = None  # the test messages suggest for `proven_by`, on `ctx`

    @property
    def may_be_none(self) -> bool:
        return self.kind in (PresenceKind.OPTIONAL, PresenceKind.DECLARED)

    def __str__(self) -> str:
        if self.kind is PresenceKind.FAIL_CLOSED:
            return f"fail-closed (flag `{self.flag}`)"
        if self.kind is PresenceKind.DECLARED:
            return f"declared({self.declaration})"
        if self.kind is PresenceKind.RAISES_WITHOUT:
            return f"raises-without({self.service or self.condition})"
        return self.kind.value


# Frameworks' TypedDicts whose keys may all be missing (`total=False`): `.get(key)` is None
# for a missing one, as for any mapping (LangChain's `runtime.config.get("configurable")`).
_PARTIAL_TYPED_DICTS = frozenset({"RunnableConfig"})


def _is_mapping(type_text: str) -> bool:
    """Whether a member's type is a mapping (`Mapping[str, X] | None`, `dict`)."""
    return (
        type_text.startswith(("Mapping[", "dict[", "Dict["))
        or type_text == "dict"
        or type_text in _PARTIAL_TYPED_DICTS
    )


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


def raises_when(
    condition: str, proven_by: tuple[str, ...] = (), check: str | None = None
) -> Presence:
    """Raises under `condition`: a handler makes the call safe, or a test that one of the
    member paths `proven_by` is there (the capability the call needs), where it has any;
    `check` is how a message spells that test."""
    return Presence(
        PresenceKind.RAISES_WITHOUT, condition=condition, proven_by=proven_by, check=check
    )


class Role(str, Enum):
    """Extra facts about a field that particular rules and mocks act on."""

    IDENTIFIER = "identifier"  # an id the runtime may leave out; never fabricate one (DK204)
    CALLER_KEY = "caller-key"  # caller-supplied id; never a key on its own (DK401)
    CANCELLATION = "cancellation"  # the abort signal a long-running tool should watch (DK501)
    TEARDOWN_HOOK = "teardown-hook"  # registers cleanups under a scope (DK301-DK303)
    TEARDOWN_SCOPES = "teardown-scopes"  # the scopes this door honours (DK301)
    # Whatever the caller passed (`deps`, `context`), typed by the user's generic parameter:
    # optional exactly when that parameter admits None (`RunContext[Deps | None]`).
    CALLER_SUPPLIED = "caller-supplied"
    LOG_SINK = "log-sink"  # what is passed to it reaches the client's or server's log (DK402)
    EVENT_SINK = "event-sink"  # what is passed to it leaves the process as a message (DK402)
    # Reads or writes state the framework keys by the session id alone (fastmcp's
    # `get_state`/`set_state`): DK401 when what one call writes is read by a later call.
    STATE_READ = "state-read"
    STATE_WRITE = "state-write"


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
    # A method whose call returns a coroutine: it must be awaited (DK005). None: not
    # recorded (the seed profiles), so DK005 says nothing either way.
    is_async: bool | None = None
    # How present a method's *result* is (`load_artifact(...)` may return None), if it may
    # be missing; the result is checked like a field named `name()`.
    result: Presence | None = None
    # The framework releases that have this member: [since, until), a major (`3`) or a
    # (major, minor) (`(1, 27)`). A member that changed (sync in 2.x, async from 3.0) is
    # listed once per range.
    since: int | tuple[int, int] | None = None
    until: int | tuple[int, int] | None = None
    # For a member removed in `until`: what to use instead (DK002 names it).
    replacement: str | None = None
    # A function of the framework's module read like a member (`get_access_token()`), not
    # an attribute of the context: `ctx.<name>` is unknown (DK002).
    module_function: bool = False
    # For a result (`name()`): how the code calls what returns it, for messages.
    call_spelling: str | None = None
    # CALLER_KEY: why the value is no key on its own (DK401), when not "caller-supplied".
    key_caveat: str | None = None
    # The kinds of registration (`tool`, `callback`, ...) where an optional member is always
    # there (ADK sets `function_call_id` for a tool call; agent callbacks lack it).
    present_in: tuple[str, ...] = ()
    # For a method: the keyword arguments it takes, when checked (DK002 flags others: a
    # `**extra` that is passed on to a function without it still raises TypeError).
    keywords: tuple[str, ...] | None = None

    def guard_idiom(self, ctx: str = "ctx") -> str:
        """The code that makes a use of this field safe, as a tool author would write it."""
        if self.guard_override:
            return self.guard_override.format(ctx=ctx)
        p = self.presence
        if p.kind is PresenceKind.FAIL_CLOSED:
            return f"if {ctx}.{p.flag}:"
        if p.kind is PresenceKind.RAISES_WITHOUT and p.service is None:
            return f"try: {'await ' if self.is_async else ''}{ctx}.{self.name}(...) except <its error>:"
        if p.kind is PresenceKind.RAISES_WITHOUT:
            return f"if {ctx}.{p.service} is not None:"
        if p.may_be_none:
            return f"if {ctx}.{self.name} is not None:"
        return "(none needed)"

    def has_role(self, role: Role) -> bool:
        return role in self.roles

    def exists_in(self, major: int | None, release: tuple[int, int] | None = None) -> bool:
        if major is None:
            return self.until is None
        return (self.since is None or _reached(self.since, major, release)) and (
            self.until is None or not _reached(self.until, major, release)
        )

    @property
    def spelled(self) -> str:
        """How the member is written after the context: `x` or `x()`."""
        return self.name + ("()" if self.is_method and not self.name.endswith(")") else "")


def _reached(bound: int | tuple[int, int], major: int, release: tuple[int, int] | None) -> bool:
    """Whether the release (or, without one, the newest release of `major`) is at `bound`."""
    if isinstance(bound, tuple):
        return release >= bound if release is not None else major >= bound[0]
    return major >= bound


def member(
    name: str,
    doc: str,
    *,
    is_async: bool = False,
    method: bool | None = None,
    presence: Presence | None = None,
    result: Presence | None = None,
    since: int | tuple[int, int] | None = None,
    until: int | tuple[int, int] | None = None,
    replacement: str | None = None,
    roles: frozenset[Role] = frozenset(),
    type: str = "",
    module_function: bool = False,
    secret_members: tuple[str, ...] = (),
    key_caveat: str | None = None,
    present_in: tuple[str, ...] = (),
    keywords: tuple[str, ...] | None = None,
) -> ContextField:
    """A member of a real framework's context, in the compact form profile modules use."""
    return ContextField(
        name=name,
        type=type or ("coroutine" if is_async else "method" if method else "property"),
        presence=presence or always(),
        doc=doc,
        seed_name=name,
        is_method=is_async if method is None else method,
        is_async=is_async,
        result=result,
        since=since,
        until=until,
        replacement=replacement,
        roles=roles,
        module_function=module_function,
        secret_members=secret_members,
        key_caveat=key_caveat,
        present_in=present_in,
        keywords=keywords,
    )


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
    # Methods of a server instance: `mcp = FastMCP(...)`, then `@mcp.tool`, `@mcp.tool()`,
    # `mcp.tool(fn)`, `mcp.add_tool(fn)`.
    INSTANCE = "instance"
    # Functions named in a keyword of a call: `Agent(tools=[f, g])`, `Agent(tools=TOOLS)`,
    # `Agent(before_tool_callback=f)`; `methods` maps each keyword to what it registers.
    LISTED = "listed"


@dataclass(frozen=True)
class ToolForm:
    """One way of writing a tool in a profile."""

    kind: ToolFormKind
    symbol: str  # the SDK name that marks the tool: `tool`, `Tool`, `create_tool`
    method: str | None = None  # BASE_CLASS: the method the runtime calls
    function_keyword: str | None = None  # FACTORY: the keyword that holds the function
    args_keyword: str | None = None  # FACTORY: the keyword naming the args model
    # Position of the context among the callable's parameters (self excluded); None when
    # the framework finds it by its annotation only, at any position.
    context_index: int | None = 1
    # INSTANCE: the methods of the instance that register a function, and what each one
    # registers (`tool`, `resource`, `prompt`), for `devkit tools`.
    methods: tuple[tuple[str, str], ...] = ()
    # Parameter names the framework takes as the context without an annotation (ADK's
    # `tool_context`).
    context_names: tuple[str, ...] = ()
    # The kinds of registration (`tool`) that pass the context as the first parameter
    # whatever its annotation (pydantic-ai's `@agent.tool`: an untyped `ctx` first works).
    context_first_kinds: tuple[str, ...] = ()
    # Methods of the tool object that call it directly, outside the runner that injects the
    # context (LangChain's `tool.invoke({...})`: the runtime is then a missing argument).
    direct_calls: tuple[str, ...] = ()
    # BASE_CLASS: a class attribute that turns the framework's injection off (LangChain's
    # `args_schema`: `_run(..., runtime: ToolRuntime)` is then never given the runtime).
    injection_blocked_by: str | None = None
    # INSTANCE: whether `@server.tool` works without parentheses (fastmcp) or needs
    # `@server.tool()` (the mcp SDK); scaffolding writes what works.
    bare_decorator: bool = True
    # INSTANCE: methods of the instance that return the current context (the mcp SDK 1.x
    # `mcp.get_context()`), read like the profile's accessor.
    accessor_methods: tuple[str, ...] = ()


@dataclass(frozen=True)
class RunForm:
    """A way a module runs an agent, and the keyword that hands its tools the caller's object
    (`agent.run_sync(..., deps=...)`, `Runner.run(agent, ..., context=...)`). A run without
    the keyword gives every tool None there: the frameworks do not check it."""

    methods: tuple[str, ...]
    keyword: str
    # The symbol whose methods run the agent passed to them (`Runner`); None when the
    # methods are the agent's own: an INSTANCE form's instance (`agent.run_sync`), or a name
    # bound to what `made_by` returns (`agent = create_agent(...)`, then `agent.invoke`).
    runner: str | None = None
    made_by: str | None = None
    # The keyword a runner's method also takes the agent by (`Runner.run(starting_agent=a)`).
    agent_keyword: str | None = None


@dataclass(frozen=True)
class Spelling:
    """A public qualified name of a profile symbol, e.g. `fastmcp.server.context.Context`.

    `since`/`until` bound the framework majors where the spelling exists; a file that uses a
    spelling present in one major only is checked against that major.
    """

    qualified: str
    symbol: str
    since: int | None = None
    until: int | None = None


class SymbolRole(str, Enum):
    """What a profile symbol other than a tool form or the context class is, to the checker."""

    ACCESSOR = "accessor"  # returns the current context: `get_context()`
    MEMBER_FUNCTION = (
        "member-function"  # a module function read like a member: `get_access_token()`
    )


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
    # Functions of the profile's module that are coroutine functions (DK005 when dropped).
    coroutine_functions: tuple[str, ...] = ()
    # -- real frameworks -------------------------------------------------------------------
    # The distribution whose version applies (`[tool.devkit] frameworks` key, lock files).
    distribution: str | None = None
    versions: tuple[int, ...] = ()  # supported majors, oldest first
    version: int | None = None  # set on the view returned by `at()`
    version_reason: str = ""  # why that version applies, for hover and `devkit profiles`
    # Every public qualified name of the profile's symbols (beyond `module.symbol`).
    spellings: tuple[Spelling, ...] = ()
    # Other context classes the profile accepts (`fastmcp.Context`'s subclasses are written
    # by users; these are the framework's own aliases, e.g. ADK's `CallbackContext`).
    context_aliases: tuple[str, ...] = ()
    # Module functions that return the context or are read as members (see SymbolRole).
    symbol_roles: tuple[tuple[str, SymbolRole], ...] = ()
    # Exceptions whose handler makes a call of a raising member safe (ADK: ValueError).
    handling_exceptions: tuple[str, ...] = ()
    # The framework's exception classes tools raise and catch: qualified name -> its base
    # (a builtin's name or another qualified name), as the installed wheels define them.
    # Exception routing reads which handler may catch which error from them.
    exception_bases: tuple[tuple[str, str], ...] = ()
    # Context members whose read may raise in a tool call: member -> the builtin error
    # (fastmcp's `session_id` without a session). Properties raising only outside a request
    # are left out: a tool never reads them there.
    raising_reads: tuple[tuple[str, str], ...] = ()
    # How a module runs the agent, for caller-supplied members left None by a run (DK201).
    runs: tuple[RunForm, ...] = ()
    # Names users import from a module that does not export them (ImportError, DK004):
    # qualified name -> the module that does (`agents.ToolContext` -> `agents.tool_context`).
    misspelled_imports: tuple[tuple[str, str], ...] = ()
    # Words of which one must appear in a file for any tool of this profile to need the
    # full analysis there (the cheap scan before libcst); defaults to the module name.
    prefilter: tuple[str, ...] = ()
    # Snippet headers for scaffolding and rule examples: the import lines a tool needs.
    scaffold: str | None = None
    # The context class takes a type parameter (`RunContext[Deps]`): scaffolding writes one.
    generic_context: bool = False
    # How the framework recognises the context parameter, by release (major, minor):
    # by annotation only from this release (before it, only `context_names`); `X | None`
    # from this release; whether a subclass annotation is injected; and what the framework
    # does when the annotation cannot be resolved at run time (TYPE_CHECKING imports).
    annotation_recognised_since: tuple[int, int] | None = None
    optional_pipe_recognised_since: tuple[int, int] | None = None
    subclass_injected: bool = True
    # A parameter named as `context_names` is still the context when its annotation cannot be
    # resolved at run time (ADK falls back to the name `tool_context`; LangChain's `@tool`
    # raises NameError before any name is looked at).
    name_rescues_unresolvable_annotation: bool = False
    # Only tools and callbacks ever get this context (ADK): a function annotated with it is
    # one, wherever it is registered. Elsewhere (system prompts, guardrails, hooks also
    # take it) such a function is checked, but not listed as a tool.
    annotated_functions_are_tools: bool = False
    # Keywords of the call making an agent (a run form's `made_by`) that set a member for
    # the agent's tools, with that member: LangChain's `create_agent(store=...)` sets
    # `store`, None otherwise. A tool every agent of the module making it lists gets it.
    maker_keywords: tuple[tuple[str, str], ...] = ()
    # The kinds of registration the framework calls itself, passing the context by keyword,
    # with that keyword (ADK: `callback(callback_context=...)`). No recognition rule applies
    # there: the parameter of that name is the context, whatever its annotation.
    keyword_contexts: tuple[tuple[str, str], ...] = ()
    # Methods reached from the context that test what the client declared, with where that
    # declaration lives: `ctx.session.check_client_capability(ClientCapabilities(x=...))`
    # truthy shows `ctx.session.client_params.capabilities.x` there (a `proven_by` path).
    capability_checks: tuple[tuple[str, str], ...] = ()
    # Words naming a capability in the name of a function another module defines, with the
    # member path a true answer of it shows: `if supports_elicitation(ctx):` imported from
    # the project's own helpers (their bodies are not read from here).
    capability_words: tuple[tuple[str, str], ...] = ()
    # The context must be the first parameter (pydantic-ai, openai-agents raise otherwise).
    context_first: bool = False
    # A parameter recognised by its name alone (`runtime` under LangChain's ToolNode) is
    # still published in the model-visible schema: DK004 asks for the annotation.
    name_only_leaks_into_schema: bool = False
    unresolvable_annotation: str = (
        "the annotation is resolved when the tool is registered, so importing this module "
        "fails (NameError) and no tool of it is served"
    )
    # The release this view is for, when known to the minor (`frameworks = {x = "1.26"}`,
    # an exact pin); None means the newest of `version`.
    release: tuple[int, int] | None = None
    # The module that runs this profile's tools in `devkit invoke` through the framework
    # itself (`find_server`, `run`, `OPTIONS`); None for the seed profiles' mocks.
    harness: str | None = None
    _by_name: dict[str, ContextField] = field(default_factory=dict, init=False, repr=False)
    # Answers of `fields_with` / `fields_declared_by`, asked per tool by several rules.
    _selections: dict[object, tuple[ContextField, ...]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    def __post_init__(self) -> None:
        newest = self.versions[-1] if self.versions else None
        major = self.version if self.version is not None else newest
        self._by_name.update({f.name: f for f in self.fields if f.exists_in(major, self.release)})
        for f in list(self._by_name.values()):
            if f.result is not None and f"{f.name}()" not in self._by_name:
                self._by_name[f"{f.name}()"] = ContextField(
                    name=f"{f.name}()",
                    type="result",
                    presence=f.result,
                    doc=f"The value `{f.name}(...)` returns. {f.doc}",
                    seed_name=f.seed_name,
                    secret_members=f.secret_members,
                    call_spelling=f"{f.name}()" if f.module_function else f"ctx.{f.name}(...)",
                )
            if _is_mapping(f.type) and f"{f.name}.get()" not in self._by_name:
                # `ctx.wanted.get(key)` is None when the key is missing (a type checker says so
                # from the mapping's type).
                self._by_name[f"{f.name}.get()"] = ContextField(
                    name=f"{f.name}.get()",
                    type="result",
                    presence=optional(),
                    doc=f"The value `{f.name}.get(key)` returns: None when the key is missing.",
                    seed_name=f.seed_name,
                    call_spelling=f"ctx.{f.name}.get(...)",
                )

    def field(self, name: str) -> ContextField | None:
        return self._by_name.get(name)

    @property
    def reads_client_capabilities(self) -> bool:
        """Whether a test may show what the client declared (`capability_checks`, `_words`)."""
        return bool(self.capability_checks or self.capability_words)

    @functools.cached_property
    def may_reveal_secrets(self) -> bool:
        """Whether a secret can come out of this context at all: a reveal method, or a
        member holding one (asked once per function analysed)."""
        return self.reveal_method is not None or any(f.secret_members for f in self.fields)

    def secret_words(self) -> tuple[str, ...]:
        """Words a module must contain to hold one of this profile's raw secrets: the
        reveal method and the names of secret members (`reveal`, `token`)."""
        words = {m.rsplit(".", 1)[-1] for f in self.fields for m in f.secret_members}
        if self.reveal_method:
            words.add(self.reveal_method)
        return tuple(sorted(words))

    @property
    def members(self) -> tuple[ContextField, ...]:
        """The members of the version this view is for (results included)."""
        return tuple(self._by_name.values())

    def field_names(self) -> tuple[str, ...]:
        return tuple(f.name for f in self.fields if f.exists_in(self._major, self.release))

    @property
    def _major(self) -> int | None:
        return self.version if self.version is not None else (self.versions or (None,))[-1]

    def removed(self, name: str) -> ContextField | None:
        """The entry of a member that other versions have and this one does not."""
        if self.field(name) is not None:
            return None
        return next((f for f in self.fields if f.name == name), None)

    def role_of(self, symbol: str) -> SymbolRole | None:
        return next((r for s, r in self.symbol_roles if s == symbol), None)

    @property
    def version_label(self) -> str:
        """The framework release this view checks against, as messages name it:
        `fastmcp 4.x`, `google-adk 1.30`."""
        shown = ".".join(map(str, self.release)) if self.release else f"{self.version}.x"
        return f"{self.distribution} {shown}"

    @property
    def context_types(self) -> tuple[str, ...]:
        return (self.context_type, *self.context_aliases)

    @property
    def prefilter_words(self) -> tuple[str, ...]:
        return self.prefilter or (self.module.split(".")[0],)

    @property
    def import_root(self) -> str:
        """The top-level package a user's module imports when it uses this profile."""
        first = self.spellings[0].qualified if self.spellings else self.module
        return first.split(".")[0]

    @property
    def tool_markers(self) -> tuple[str, ...]:
        """Text every file that defines a tool of this profile contains (`.tool`, `create_tool`)."""
        markers: set[str] = set()
        for form in self.tool_forms:
            if form.kind is ToolFormKind.INSTANCE:
                markers |= {f".{method}" for method, _ in form.methods}
            else:
                markers.add(form.symbol)
        return tuple(sorted(markers))

    def at(
        self, version: int | None, reason: str = "", release: tuple[int, int] | None = None
    ) -> Profile:
        """This profile as it is in framework major `version` (members added/removed)."""
        if not self.versions or (version == self.version and release == self.release):
            return self
        if version not in self.versions:
            version, release = self.versions[-1], None
        key = (version, reason, release)
        cached = _VIEWS.get((id(self), key))
        if cached is None:
            cached = dataclasses.replace(
                self, version=version, version_reason=reason, release=release
            )
            _VIEWS[(id(self), key)] = cached
        return cached

    def with_optional_caller_objects(self) -> Profile:
        """This view, with the caller-supplied members optional (the generic admits None)."""
        key = (self.version or 0, "caller-optional", self.release)
        cached = _VIEWS.get((id(self), key))
        if cached is None:
            fields = tuple(
                dataclasses.replace(f, presence=Presence(PresenceKind.OPTIONAL))
                if Role.CALLER_SUPPLIED in f.roles
                else f
                for f in self.fields
            )
            cached = dataclasses.replace(self, fields=fields)
            _VIEWS[(id(self), key)] = cached
        return cached

    def with_caller_object_fields(self, cls: str, optional_fields: tuple[str, ...]) -> Profile:
        """This view, with `optional_fields` of the module's class `cls` known as optional
        members of each caller-supplied member (`RunContext[Deps]` where `Deps` has `token:
        str | None`: `ctx.deps.token` may be None)."""
        key = (self.version or 0, "caller-fields", cls, optional_fields, self.release)
        if len(_CALLER_VIEWS) > 256:
            _CALLER_VIEWS.clear()  # an editor typing a class's fields makes a view per keystroke
        cached = _CALLER_VIEWS.get((id(self), key))
        if cached is None:
            added = tuple(
                member(
                    f"{f.name}.{name}",
                    f"`{cls}.{name}`, annotated to admit None.",
                    presence=optional(),
                    type=f"{cls}.{name} | None",
                )
                for f in self.fields
                if Role.CALLER_SUPPLIED in f.roles
                for name in optional_fields
                if self.field(f"{f.name}.{name}") is None
            )
            cached = dataclasses.replace(self, fields=self.fields + added) if added else self
            _CALLER_VIEWS[(id(self), key)] = cached
        return cached

    def recognises(self, since: tuple[int, int] | None) -> bool:
        """Whether the release this view is for has a recognition rule added in `since`."""
        if since is None:
            return True
        if self.release is not None:
            return self.release >= since
        # A major without a minor stands for its newest release.
        return self.version is None or self.version >= since[0]

    def declaration(self, name: str) -> Declaration | None:
        return next((d for d in self.declarations if d.name == name), None)

    def fields_with(self, role: Role) -> tuple[ContextField, ...]:
        found = self._selections.get(role)
        if found is None:
            found = tuple(f for f in self._by_name.values() if role in f.roles)
            self._selections[role] = found
        return found

    def fields_declared_by(self, declaration: str) -> tuple[ContextField, ...]:
        key = ("declared by", declaration)
        found = self._selections.get(key)
        if found is None:
            found = tuple(
                f
                for f in self.fields
                if f.presence.kind is PresenceKind.DECLARED
                and f.presence.declaration == declaration
            )
            self._selections[key] = found
        return found

    def form(self, kind: ToolFormKind, symbol: str | None = None) -> ToolForm | None:
        """The tool form of this kind (spelled `symbol`, when given)."""
        return next(
            (f for f in self.tool_forms if f.kind is kind and symbol in (None, f.symbol)), None
        )


# Views of a profile, by its id and what the view is of (version, kind, ...).
_VIEWS: dict[tuple[int, tuple[object, ...]], Profile] = {}
# Views with the fields of a module's class (`with_caller_object_fields`): many, short-lived.
_CALLER_VIEWS: dict[tuple[int, tuple[object, ...]], Profile] = {}
