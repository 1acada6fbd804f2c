"""Profile `pydantic-ai`: pydantic-ai's `RunContext[Deps]` (pydantic-ai-slim 2.x).

Taken from the installed wheel (2.68.0); `tests/frameworks/` checks it. The context is
only ever the first parameter of a tool registered with `@agent.tool` or `Tool(fn)`;
`@agent.tool_plain` takes none. Members set during every agent tool call (`tool_call_id`,
`tool_name`, `run_id`, ...) are optional in the type but always there in a tool.
"""

from __future__ import annotations

from ..model import Profile, Role, RunForm, Spelling, ToolForm, ToolFormKind, member, optional

IN_TOOLS = ("tool",)  # set for every tool call the agent makes
_ALWAYS = (
    ("model", "The model of this run."),
    ("usage", "The usage (tokens, requests) of this run so far."),
    ("messages", "The messages of this run so far."),
    ("retry", "How many times this tool has been retried."),
    ("max_retries", "How many retries this tool is allowed."),
    ("run_step", "The step of the run (model requests so far)."),
    ("tool_call_approved", "Whether the user approved this call (deferred tools)."),
    ("partial_output", "Whether the output being validated is partial (streaming)."),
    ("retries", "Retries per tool so far."),
    ("tracer", "The OpenTelemetry tracer of the run."),
    ("trace_include_content", "Whether traces include content."),
    ("instrumentation_version", "The instrumentation version."),
    ("capabilities", "The run's capabilities."),
    ("loaded_capability_ids", "Ids of the loaded capabilities."),
    ("discovered_tool_names", "Tool names discovered so far."),
    ("workspace", "The workspace of this run, if any."),
    ("active_capability_ids", "Ids of the active capabilities."),
    ("available_capability_ids", "Ids of the capabilities that can be loaded."),
    ("available_tool_names", "Names of the tools available now."),
    ("in_durable_context", "Whether the run is durable (Temporal, ...)."),
    ("last_attempt", "Whether this is the tool's last attempt."),
    ("realtime", "Whether the run is realtime."),
    ("tools", "The tools available to this run."),
)

# Optional in the type (`X | None`), set by the agent for every tool call it makes.
_SET_IN_TOOLS = (
    ("usage_limits", "The usage limits of this run."),
    ("pending_messages", "Messages queued for the model (a queue exists during a run)."),
    ("tool_manager", "The run's tool manager."),
    ("root_capability", "The root capability of the run."),
)
# Optional in the type and None in some runs: a test of them is never redundant.
_MAYBE_NONE = (
    ("realtime_session", "The realtime session, when the run is realtime."),
    ("model_id", "The id of the model of this run, if known."),
    ("context_window_used", "How much of the context window is used, if known."),
    ("capability_active", "Whether a capability is active, if one is being run."),
    ("capability_loaded", "Whether a capability is loaded, if one is being run."),
)

FIELDS = (
    member(
        "deps",
        "The dependencies the run was given (`agent.run(..., deps=...)`), typed by "
        "`RunContext[Deps]`; None when the run passed none (not checked against deps_type).",
        roles=frozenset({Role.CALLER_SUPPLIED}),
        type="Deps",
    ),
    *(member(name, doc) for name, doc in _ALWAYS),
    *(member(n, d, presence=optional(), present_in=IN_TOOLS) for n, d in _SET_IN_TOOLS),
    *(member(name, doc, presence=optional()) for name, doc in _MAYBE_NONE),
    member(
        "validation_context",
        "The validation context the run was given (`Any`); None unless the agent has one.",
        roles=frozenset({Role.CALLER_SUPPLIED}),
    ),
    member("prompt", "The user prompt of the run, if there was one.", presence=optional()),
    member("deadline", "When the run must end, if a timeout was set.", presence=optional()),
    member("agent", "The agent running the tool.", presence=optional(), present_in=IN_TOOLS),
    member("tool_call_id", "The id of this tool call.", presence=optional(), present_in=IN_TOOLS),
    member("tool_name", "The name of this tool.", presence=optional(), present_in=IN_TOOLS),
    member("run_id", "The id of this agent run.", presence=optional(), present_in=IN_TOOLS),
    member(
        "conversation_id", "The id of the conversation.", presence=optional(), present_in=IN_TOOLS
    ),
    member(
        "metadata",
        "The metadata the run was given; None unless `agent.run(..., metadata=...)`.",
        presence=optional(),
    ),
    member("model_settings", "The model settings of the run, if any.", presence=optional()),
    member(
        "tool_call_metadata",
        "Metadata of this tool call (deferred tools), if any.",
        presence=optional(),
    ),
    member("emit", "Emits a custom event to the run's event stream; await it.", is_async=True),
    member(
        "tool_name_for_kind",
        "The tool name for a kind of tool; None when no tool of that kind is available.",
        method=True,
        result=optional(),
    ),
    member(
        "remaining_time",
        "Seconds left before the run's deadline; None when the run has no deadline.",
        method=True,
        result=optional(),
    ),
    *(
        member(name, doc, method=True)
        for name, doc in (
            ("enqueue", "Queues a message for the model."),
            ("dequeue", "Takes a queued message back."),
            ("set_enqueue_priority", "Sets the priority of queued messages."),
            ("cancel", "Requests cancellation of the run (delivered at its next await)."),
            ("is_tool_available", "Whether a tool is available now."),
            ("load_capability", "Loads a capability into the run."),
        )
    ),
)

_PLAIN = (("tool", "tool"), ("tool_plain", "plain"))
# The public modules, and the one defining each class (`pydantic_ai._run_context`: imported
# as such by pydantic-ai's own tests and code copied from them).
SPELLINGS = (
    *(
        Spelling(f"{m}.RunContext", "RunContext")
        for m in ("pydantic_ai", "pydantic_ai.tools", "pydantic_ai._run_context")
    ),
    *(Spelling(f"{m}.Agent", "Agent") for m in ("pydantic_ai", "pydantic_ai.agent")),
    *(Spelling(f"{m}.Tool", "Tool") for m in ("pydantic_ai", "pydantic_ai.tools")),
    *(
        Spelling(f"{m}.FunctionToolset", "FunctionToolset")
        for m in ("pydantic_ai", "pydantic_ai.toolsets", "pydantic_ai.toolsets.function")
    ),
)

PROFILE = Profile(
    name="pydantic-ai",
    module="pydantic_ai",
    context_type="RunContext",
    runs=(
        RunForm(
            methods=("run", "run_sync", "run_stream", "run_stream_events", "iter"),
            keyword="deps",
        ),
    ),
    summary="pydantic-ai's `RunContext[Deps]`: the run's deps, model, usage, messages and "
    "ids, always the first parameter of a tool that takes it.",
    fields=FIELDS,
    tool_forms=(
        *(
            ToolForm(
                kind=ToolFormKind.INSTANCE,
                symbol=symbol,
                context_index=None,
                methods=_PLAIN,
                context_first_kinds=("tool",),  # `Tool(fn)` guesses from the annotation
            )
            for symbol in ("Agent", "FunctionToolset")
        ),
        ToolForm(
            kind=ToolFormKind.FACTORY,
            symbol="Tool",
            function_keyword="function",
            context_index=None,
        ),
        # `Agent(..., tools=[f, g])`: each wrapped as `Tool(f)`, which guesses from f's first
        # parameter whether it takes the context.
        ToolForm(
            kind=ToolFormKind.LISTED,
            symbol="Agent",
            context_index=None,
            methods=(("tools", "tool"),),
        ),
    ),
    distribution="pydantic-ai",
    versions=(2,),
    spellings=SPELLINGS,
    exception_bases=(
        ("pydantic_ai.ModelRetry", "Exception"),
        ("pydantic_ai.exceptions.ModelRetry", "Exception"),
    ),
    prefilter=("pydantic_ai",),
    context_first=True,
    generic_context=True,
    harness="devkit.profiles.pydantic_ai.harness",
    scaffold='from pydantic_ai import Agent, RunContext\n\nagent = Agent("test")\n',
)
