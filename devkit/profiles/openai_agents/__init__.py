"""Profile `openai-agents`: the OpenAI Agents SDK's `RunContextWrapper[T]` and
`agents.tool_context.ToolContext[T]` (openai-agents 0.x).

Taken from the installed wheel (0.24.0); `tests/frameworks/` checks it. Only the first
parameter of a `@function_tool` can be the context. A tool's exception is turned into a
generic message for the model and not logged by default, so its bugs are silent.
"""

from __future__ import annotations

from ..model import Profile, Role, RunForm, Spelling, ToolForm, ToolFormKind, member, optional

FIELDS = (
    member(
        "context",
        "The object the run was given (`Runner.run(..., context=...)`), typed by "
        "`RunContextWrapper[T]`; None when the run passed none.",
        roles=frozenset({Role.CALLER_SUPPLIED}),
        type="T",
    ),
    member("usage", "The usage of this run so far.", type="Usage"),
    member("turn_input", "The input items of this turn.", type="list"),
    member(
        "tool_input", "The structured input of an agent-as-tool call, if any.", presence=optional()
    ),
    member("tool_name", "The name of this tool (ToolContext).", type="str"),
    member("tool_call_id", "The id of this tool call (ToolContext).", type="str"),
    member("tool_arguments", "The raw JSON arguments of this call (ToolContext).", type="str"),
    member("qualified_tool_name", "The tool's name with its namespace (ToolContext).", type="str"),
    member(
        "tool_call",
        "The model's tool call item (ToolContext), if known.",
        presence=optional(),
        present_in=("tool",),
    ),
    member("tool_namespace", "The tool's namespace (ToolContext), if any.", presence=optional()),
    member(
        "agent",
        "The agent running the tool (ToolContext), if known.",
        presence=optional(),
        present_in=("tool",),
    ),
    member(
        "run_config",
        "The run configuration (ToolContext), if any.",
        presence=optional(),
        present_in=("tool",),
    ),
    *(
        member(name, doc, method=True)
        for name, doc in (
            ("approve_tool", "Approves a pending tool call."),
            ("reject_tool", "Rejects a pending tool call."),
            ("from_agent_context", "Builds a ToolContext from a run context (ToolContext)."),
        )
    ),
    # `bool | None` / `str | None`: None while no decision was made on the call.
    *(
        member(name, doc, method=True, result=optional())
        for name, doc in (
            ("is_tool_approved", "Whether a tool call was approved; None before a decision."),
            ("get_approval_status", "The approval status of a tool call; None before one."),
            ("get_rejection_message", "The message of a rejected tool call, if any."),
        )
    ),
)

SPELLINGS = (
    *(
        Spelling(f"{m}.RunContextWrapper", "RunContextWrapper")
        for m in ("agents", "agents.run_context")
    ),
    Spelling("agents.tool_context.ToolContext", "ToolContext"),
    *(
        Spelling(f"{m}.function_tool", "function_tool")
        for m in ("agents", "agents.tool", "agents.decorators")
    ),
    Spelling("agents.decorators.tool", "function_tool"),  # `tool = function_tool` (0.19+)
    *(Spelling(f"{m}.FunctionTool", "FunctionTool") for m in ("agents", "agents.tool")),
    *(Spelling(f"{m}.Runner", "Runner") for m in ("agents", "agents.run")),
)

PROFILE = Profile(
    name="openai-agents",
    module="agents",
    context_type="RunContextWrapper",
    runs=(
        RunForm(
            methods=("run", "run_sync", "run_streamed"),
            keyword="context",
            runner="Runner",
            agent_keyword="starting_agent",
        ),
    ),
    misspelled_imports=(("agents.ToolContext", "agents.tool_context"),),
    context_aliases=("ToolContext",),
    summary="The OpenAI Agents SDK's `RunContextWrapper[T]` / `ToolContext[T]`: the run's "
    "context object, usage and (ToolContext) the call's name, id and arguments.",
    fields=FIELDS,
    tool_forms=(
        ToolForm(kind=ToolFormKind.DECORATOR, symbol="function_tool", context_index=None),
        # FunctionTool(name=..., on_invoke_tool=f): f(ctx: ToolContext, args: str)
        ToolForm(
            kind=ToolFormKind.FACTORY,
            symbol="FunctionTool",
            function_keyword="on_invoke_tool",
            context_index=None,
        ),
    ),
    distribution="openai-agents",
    versions=(0,),
    spellings=SPELLINGS,
    exception_bases=(
        ("agents.exceptions.AgentsException", "Exception"),
        ("agents.exceptions.UserError", "agents.exceptions.AgentsException"),
        ("agents.exceptions.ModelBehaviorError", "agents.exceptions.AgentsException"),
    ),
    prefilter=("from agents", "import agents"),
    context_first=True,
    generic_context=True,
    harness="devkit.profiles.openai_agents.harness",
    scaffold="from agents import RunContextWrapper, function_tool\n",
)
